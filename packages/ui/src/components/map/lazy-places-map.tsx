import { type ComponentType, useEffect, useRef } from 'react';
import { loadOnce, useNearViewport, useRuntime } from '../../lib/lazy-runtime.ts';
import { MapFrame } from './map-frame.tsx';
import { mapMessages as text } from './messages.ts';
import type { PlacesMapProps } from './places-map.tsx';
import { loadLeaflet } from './use-leaflet.ts';

const loadPlacesMap = loadOnce<ComponentType<PlacesMapProps>>(() =>
  import('./places-map.tsx').then((module) => module.PlacesMap),
);

/**
 * `PlacesMap` with its own code kept out of the page's first load as well as Leaflet's: until the map comes near the
 * viewport it is the same frame with the same «Загружаем карту…» as the map draws (the server's HTML does not change),
 * then the map's chunk and Leaflet's are fetched side by side. For a page where the map is one part among many (a
 * place's page, whose map is far below the fold on a phone).
 */
export function LazyPlacesMap(props: PlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const near = useNearViewport(container);
  const map = useRuntime(loadPlacesMap, near);
  useEffect(() => {
    if (near) loadLeaflet().catch(() => undefined);
  }, [near]);
  if (map.status === 'ready') {
    const PlacesMap = map.runtime;
    return <PlacesMap {...props} />;
  }
  return (
    <MapFrame
      label={props.label ?? text.placesLabel}
      state={map.status}
      onRetry={map.retry}
      containerRef={container}
      className={props.className}
    >
      {props.children}
    </MapFrame>
  );
}
