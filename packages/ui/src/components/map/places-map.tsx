import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../lib/lazy-runtime.ts';
import { MapFrame } from './map-frame.tsx';
import { mapMessages as text } from './messages.ts';
import { type MapPoint, OSM_TILE_URL } from './point.ts';
import { useLeaflet } from './use-leaflet.ts';

export type MapPlace = {
  id: string;
  name: string;
  /** Places without coordinates are left off the map. */
  latitude: number | null;
  longitude: number | null;
  /** The place's page, linked from its popup. */
  href: string;
  /** A line under the name in the popup, e.g. the address. */
  details?: string | undefined;
};

export type PlacesMapProps = {
  places: readonly MapPlace[];
  /** Where the map looks when no place has a point (the city). */
  center: MapPoint;
  zoom?: number;
  /** The name of the map region for screen readers. */
  label?: string;
  /**
   * Follows a popup's link inside the app (e.g. react-router's `navigate`); without it the link loads the page.
   * Links opened in a new tab or window are left to the browser.
   */
  onNavigate?: (href: string) => void;
  /** Fits the view to the markers whenever they change; off to keep the view the person chose. */
  fitToPlaces?: boolean;
  tileUrl?: string;
  className?: string;
};

function popupContent(place: MapPlace, navigate: { current: PlacesMapProps['onNavigate'] }): HTMLElement {
  const content = document.createElement('div');
  content.className = 'flex flex-col gap-1 text-sm';
  const link = document.createElement('a');
  link.href = place.href;
  link.textContent = place.name;
  link.className = 'text-base font-semibold';
  link.addEventListener('click', (event) => {
    const onNavigate = navigate.current;
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(place.href);
  });
  content.append(link);
  if (place.details) {
    const details = document.createElement('span');
    details.textContent = place.details;
    content.append(details);
  }
  return content;
}

/**
 * Places on an OpenStreetMap map: a pin for each place with coordinates, a popup with its name linking to its
 * page. Leaflet loads when the map comes near the viewport (its own chunk). Pins are buttons in the tab order; Enter opens the popup.
 */
export function PlacesMap({
  places,
  center,
  zoom = 12,
  label = text.placesLabel,
  onNavigate,
  fitToPlaces = true,
  tileUrl = OSM_TILE_URL,
  className,
}: PlacesMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // A map far below the fold (a place page on a phone) loads when the person scrolls towards it, not with the page.
  const leaflet = useLeaflet(useNearViewport(containerRef));
  const runtime = leaflet.runtime;
  const [shown, setShown] = useState<{ map: LeafletMap; markers: LayerGroup } | null>(null);
  const navigate = useRef(onNavigate);
  const latest = useRef({ places, center, zoom, fitToPlaces });
  useEffect(() => {
    navigate.current = onNavigate;
    latest.current = { places, center, zoom, fitToPlaces };
  });

  useEffect(() => {
    const element = containerRef.current;
    if (runtime === null || element === null) return;
    const { center: start, zoom: startZoom } = latest.current;
    const map = runtime.createMap(element, { center: start, zoom: startZoom, tileUrl });
    setShown({ map, markers: runtime.L.layerGroup().addTo(map) });
    // A map drawn while hidden or resized (a phone's list/map switch, a rotated screen) must measure itself again.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      map.remove();
      setShown(null);
    };
  }, [runtime, tileUrl]);

  // The pins follow the places by identity and position, not by the array (a new one on every render).
  const pinsKey = places.map((place) => `${place.id}@${place.latitude},${place.longitude}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pinsKey` stands for the places read from `latest`
  useEffect(() => {
    const current = shown;
    if (runtime === null || current === null) return;
    const { places: all, center: home, zoom: homeZoom, fitToPlaces: fit } = latest.current;
    current.markers.clearLayers();
    const points: [number, number][] = [];
    for (const place of all) {
      if (place.latitude === null || place.longitude === null) continue;
      const point: [number, number] = [place.latitude, place.longitude];
      points.push(point);
      const content = popupContent(place, navigate);
      const marker = runtime.L.marker(point, {
        icon: runtime.pinIcon(place.name, 'place'),
        title: place.name,
        riseOnHover: true,
      })
        .bindPopup(content)
        .addTo(current.markers);
      const pin = marker.getElement();
      // Enter or Space on a pin opens its popup with the focus on the link; Escape goes back to the pin.
      // (Leaflet's own Enter handling rides on the deprecated keypress event; preventing the keydown stops it.)
      pin?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        marker.openPopup();
        content.querySelector('a')?.focus();
      });
      content.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        marker.closePopup();
        pin?.focus();
      });
    }
    if (!fit) return;
    // No jump is animated: a zoom animation still running when the map is removed (a screen left quickly) ends in
    // Leaflet's timer on a map that is gone (`_leaflet_pos` of a removed pane).
    if (points.length === 0) current.map.setView([home.lat, home.lng], homeZoom, { animate: false });
    else if (points.length === 1) current.map.setView(points[0] as [number, number], 15, { animate: false });
    else current.map.fitBounds(points, { padding: [32, 32], maxZoom: 15, animate: false });
  }, [runtime, shown, pinsKey]);

  return (
    <MapFrame
      label={label}
      state={leaflet.status}
      onRetry={leaflet.retry}
      containerRef={containerRef}
      className={className}
    />
  );
}
