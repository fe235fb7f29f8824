import type { LayerGroup, Map as LeafletMap, Marker } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type Supercluster from 'supercluster';
import { useNearViewport } from '../../lib/lazy-runtime.ts';
import { MapFrame } from './map-frame.tsx';
import { mapMessages as text } from './messages.ts';
import { type MapPoint, OSM_TILE_URL } from './point.ts';
import { type LeafletRuntime, useLeaflet } from './use-leaflet.ts';

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

/** What the map shows: its box (GeoJSON order, longitudes in −180…180, west > east across the 180th meridian). */
export type MapView = { west: number; south: number; east: number; north: number; zoom: number };

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
  /**
   * Fits the view to these places once each time `key` changes (e.g. the first results of a new search), and
   * otherwise keeps the view the person chose; `fitToPlaces` is then not used.
   */
  focus?: { key: string; places: readonly MapPlace[] } | undefined;
  /** Told the map's box and zoom once it is drawn and after every move (the end of a drag, a zoom, a fit). */
  onViewChange?: (view: MapView) => void;
  tileUrl?: string;
  className?: string;
  children?: ReactNode;
};

/** Pins closer than this many screen pixels at the map's zoom are drawn as one group (a group is up to 52 px wide). */
const CLUSTER_RADIUS = 56;
/** From this zoom on every pin stands alone (a building's scale). */
const CLUSTER_MAX_ZOOM = 16;

type PinProps = { index: number };

/** A longitude brought into −180…180. */
function wrapLongitude(value: number): number {
  return ((((value + 180) % 360) + 360) % 360) - 180;
}

/** The map's bounds as a box the API and the clustering understand. */
function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  const south = Math.max(-90, bounds.getSouth());
  const north = Math.min(90, bounds.getNorth());
  const zoom = map.getZoom();
  if (bounds.getEast() - bounds.getWest() >= 360) return { west: -180, south, east: 180, north, zoom };
  return { west: wrapLongitude(bounds.getWest()), south, east: wrapLongitude(bounds.getEast()), north, zoom };
}

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
 * page; pins too close to tell apart at the zoom are drawn as a group with their count, which zooms in when pressed.
 * Leaflet loads when the map comes near the viewport (its own chunk). Pins and groups are buttons in the tab order;
 * Enter opens a pin's popup or zooms into a group.
 */
export function PlacesMap({
  places,
  center,
  zoom = 12,
  label = text.placesLabel,
  onNavigate,
  fitToPlaces = true,
  focus,
  onViewChange,
  tileUrl = OSM_TILE_URL,
  className,
  children,
}: PlacesMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // A map far below the fold (a place page on a phone) loads when the person scrolls towards it, not with the page.
  const leaflet = useLeaflet(useNearViewport(containerRef));
  const runtime = leaflet.runtime;
  const [shown, setShown] = useState<{ map: LeafletMap; markers: LayerGroup } | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const navigate = useRef(onNavigate);
  const viewChanged = useRef(onViewChange);
  const latest = useRef({ places, center, zoom, fitToPlaces, focus });
  useEffect(() => {
    navigate.current = onNavigate;
    viewChanged.current = onViewChange;
    latest.current = { places, center, zoom, fitToPlaces, focus };
  });

  useEffect(() => {
    const element = containerRef.current;
    if (runtime === null || element === null) return;
    const { center: start, zoom: startZoom } = latest.current;
    const map = runtime.createMap(element, { center: start, zoom: startZoom, tileUrl });
    setShown({ map, markers: runtime.L.layerGroup().addTo(map) });
    const report = () => {
      const current = viewOf(map);
      setView(current);
      viewChanged.current?.(current);
    };
    map.on('moveend', report);
    report();
    // A map drawn while hidden or resized (a phone's list/map switch, a rotated screen) must measure itself again.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      map.off('moveend', report);
      map.remove();
      setShown(null);
      setView(null);
    };
  }, [runtime, tileUrl]);

  // The pins follow the places by identity and position, not by the array (a new one on every render).
  const pinsKey = places.map((place) => `${place.id}@${place.latitude},${place.longitude}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pinsKey` stands for the places
  const located = useMemo(
    () => places.filter((place) => place.latitude !== null && place.longitude !== null),
    [pinsKey],
  );
  const index = useMemo(() => {
    if (runtime === null) return null;
    const clusters: Supercluster<PinProps> = new runtime.Supercluster<PinProps>({
      radius: CLUSTER_RADIUS,
      // The radius is counted in a tile of this many pixels: Leaflet's tiles are 256 px, so it is screen pixels.
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    return clusters.load(
      located.map((place, at) => ({
        type: 'Feature' as const,
        properties: { index: at },
        geometry: { type: 'Point' as const, coordinates: [place.longitude as number, place.latitude as number] },
      })),
    );
  }, [runtime, located]);

  // Fitting the view to the places: on every change of them (fitToPlaces), or once per key of `focus`.
  const fittedKey = useRef<string | null>(null);
  const focusKey = focus?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pinsKey` and `focusKey` stand for what is read from `latest`
  useEffect(() => {
    const current = shown;
    if (current === null) return;
    const { places: all, center: home, zoom: homeZoom, fitToPlaces: fit, focus: wanted } = latest.current;
    let targets: readonly MapPlace[];
    if (wanted !== undefined) {
      if (fittedKey.current === wanted.key) return;
      fittedKey.current = wanted.key;
      targets = wanted.places;
    } else if (fit) targets = all;
    else return;
    const points = targets.flatMap((place): [number, number][] =>
      place.latitude === null || place.longitude === null ? [] : [[place.latitude, place.longitude]],
    );
    // A new search with nothing on the map leaves the view where the person put it.
    if (points.length === 0 && wanted !== undefined) return;
    // No jump is animated: a zoom animation still running when the map is removed (a screen left quickly) ends in
    // Leaflet's timer on a map that is gone (`_leaflet_pos` of a removed pane).
    if (points.length === 0) current.map.setView([home.lat, home.lng], homeZoom, { animate: false });
    else if (points.length === 1) current.map.setView(points[0] as [number, number], 15, { animate: false });
    else current.map.fitBounds(points, { padding: [32, 32], maxZoom: 15, animate: false });
  }, [shown, pinsKey, focusKey]);

  // The markers on the map, by what they stand for (a place at its point, a group of the zoom), so a marker that
  // stays across a move stays the same element (and keeps the keyboard focus).
  const drawn = useRef(new Map<string, Marker>());
  useEffect(() => {
    const current = shown;
    if (runtime === null || current === null || index === null || view === null) {
      drawn.current.clear();
      return;
    }
    const wanted = new Map<string, () => Marker>();
    const box: [number, number, number, number] = [view.west, view.south, view.east, view.north];
    for (const feature of index.getClusters(box, Math.round(view.zoom))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const id = properties.cluster_id;
        const count = properties.point_count;
        wanted.set(`group:${id}:${count}@${lat},${lng}`, () => {
          const marker = runtime.L.marker([lat, lng], {
            icon: runtime.clusterIcon(count),
            title: text.cluster(count),
            keyboard: true,
          });
          const open = () => {
            const target = Math.min(index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1);
            current.map.setView([lat, lng], target, { animate: false });
            // The group is gone at the new zoom: the focus stays on the map, not on the page's start.
            current.map.getContainer().focus({ preventScroll: true });
          };
          marker.on('click', open);
          marker.on('add', () => {
            marker.getElement()?.addEventListener('keydown', (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              open();
            });
          });
          return marker;
        });
        continue;
      }
      const place = located[(properties as PinProps).index];
      if (place === undefined) continue;
      wanted.set(`place:${place.id}@${lat},${lng}|${place.name}|${place.href}|${place.details ?? ''}`, () =>
        pinMarker(runtime, place, [lat, lng], navigate),
      );
    }
    for (const [key, marker] of drawn.current) {
      if (wanted.has(key)) continue;
      marker.remove();
      drawn.current.delete(key);
    }
    for (const [key, make] of wanted) {
      if (drawn.current.has(key)) continue;
      const marker = make().addTo(current.markers);
      drawn.current.set(key, marker);
    }
  }, [runtime, shown, index, view, located]);

  return (
    <MapFrame
      label={label}
      state={leaflet.status}
      onRetry={leaflet.retry}
      containerRef={containerRef}
      className={className}
    >
      {children}
    </MapFrame>
  );
}

/** A place's pin: its popup links to the place; Enter or Space opens it with the focus on the link. */
function pinMarker(
  runtime: LeafletRuntime,
  place: MapPlace,
  point: [number, number],
  navigate: { current: PlacesMapProps['onNavigate'] },
): Marker {
  const content = popupContent(place, navigate);
  const marker = runtime.L.marker(point, {
    icon: runtime.pinIcon(place.name, 'place'),
    title: place.name,
    riseOnHover: true,
  }).bindPopup(content);
  marker.on('add', () => {
    const pin = marker.getElement();
    // Enter or Space on a pin opens its popup with the focus on the link; Escape goes back to the pin.
    // (Leaflet's own Enter handling rides on the deprecated keypress event; preventing the keydown stops it.)
    pin?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      marker.openPopup();
      content.querySelector('a')?.focus();
    });
  });
  content.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    marker.closePopup();
    marker.getElement()?.focus();
  });
  return marker;
}
