// Everything that touches Leaflet, in one module the map components import dynamically: Leaflet and its styles
// (about 45 kB gzip) load only when a map is actually shown, never with the page that links to it.
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import Supercluster from 'supercluster';
import { mapMessages as text } from './messages.ts';
import type { MapPoint } from './point.ts';

export { L, Supercluster };

/** A map with OpenStreetMap tiles and its attribution, zoom buttons in Russian, keyboard panning on. */
export function createMap(element: HTMLElement, options: { center: MapPoint; zoom: number; tileUrl: string }): L.Map {
  const map = L.map(element, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom,
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
  });
  L.control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  L.tileLayer(options.tileUrl, { attribution: text.attribution, maxZoom: 19 }).addTo(map);
  // Leaflet names the popup's close button in English.
  map.on('popupopen', (event) => {
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', text.closePopup);
  });
  return map;
}

/** A pin drawn inline (no image files to bundle), named for screen readers by the text inside it. */
export function pinIcon(label: string, tone: 'place' | 'point'): L.DivIcon {
  const html = document.createElement('span');
  html.className = 'block size-full';
  html.innerHTML =
    '<svg viewBox="0 0 32 40" aria-hidden="true" class="size-full drop-shadow-md"><path fill="currentColor" stroke="white" stroke-width="2" d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 39 16 39s15-12 15-23.2C31 7.6 24.3 1 16 1z"/><circle cx="16" cy="15.5" r="5.5" fill="white"/></svg>';
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = label;
  html.append(name);
  return L.divIcon({
    html,
    className: [
      'mesto-map-marker rounded-full outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
      tone === 'place' ? 'text-primary' : 'text-danger',
    ].join(' '),
    iconSize: [32, 40],
    iconAnchor: [16, 40],
    popupAnchor: [0, -36],
  });
}

/**
 * A group of pins too close to tell apart at this zoom: a round badge with their count, named for screen readers
 * («Группа из 12 мест, приблизить»). Its size grows a little with the count.
 */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  const html = document.createElement('span');
  html.className =
    'flex size-full items-center justify-center rounded-full border-2 border-white bg-primary text-sm font-semibold text-primary-foreground shadow-md';
  const number = document.createElement('span');
  number.setAttribute('aria-hidden', 'true');
  number.textContent = String(count);
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = text.cluster(count);
  html.append(number, name);
  return L.divIcon({
    html,
    className: 'mesto-map-cluster rounded-full outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Pixels a press of an arrow key moves a point: a few metres zoomed in, a few kilometres zoomed out. */
export function nudge(map: L.Map, point: MapPoint, key: string, far: boolean): MapPoint | null {
  const step = far ? 50 : 10;
  const moves: Record<string, [number, number]> = {
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
  };
  const move = moves[key];
  if (move === undefined) return null;
  const zoom = map.getZoom();
  const moved = map.unproject(map.project([point.lat, point.lng], zoom).add(move), zoom);
  return { lat: moved.lat, lng: moved.lng };
}
