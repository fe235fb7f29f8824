import type { Map as LeafletMap, Marker } from 'leaflet';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Field } from '../field/field.tsx';
import { Input } from '../input/input.tsx';
import { MapFrame } from './map-frame.tsx';
import { mapMessages } from './messages.ts';
import {
  formatCoordinate,
  type MapPoint,
  normalizePoint,
  OSM_TILE_URL,
  parseCoordinate,
  roundPoint,
  samePoint,
} from './point.ts';
import { useLeaflet } from './use-leaflet.ts';

const text = mapMessages.picker;

export type MapPointPickerProps = {
  /** The chosen point, or null while none is chosen. */
  value: MapPoint | null;
  /** Called with the new point (six decimals), or null when the point is removed. */
  onChange: (point: MapPoint | null) => void;
  /** Where the map looks while there is no point (the city). */
  defaultCenter: MapPoint;
  defaultZoom?: number;
  /** The group's legend. */
  label?: string;
  disabled?: boolean;
  tileUrl?: string;
  className?: string;
};

type Texts = { lat: string; lng: string };

const textsOf = (point: MapPoint | null): Texts =>
  point === null ? { lat: '', lng: '' } : { lat: formatCoordinate(point.lat), lng: formatCoordinate(point.lng) };

/** What the two boxes say: a point, nothing at all, or something to fix. */
function readTexts(texts: Texts): { kind: 'point'; point: MapPoint } | { kind: 'empty' } | { kind: 'invalid' } {
  if (texts.lat.trim() === '' && texts.lng.trim() === '') return { kind: 'empty' };
  const lat = parseCoordinate(texts.lat, 'lat');
  const lng = parseCoordinate(texts.lng, 'lng');
  return lat === null || lng === null ? { kind: 'invalid' } : { kind: 'point', point: { lat, lng } };
}

/**
 * Choosing one point on a map, e.g. where a place is. Three ways that agree: click the map or drag the pin; focus
 * the pin and move it with the arrow keys (Shift for bigger steps); or type the latitude and longitude.
 */
export function MapPointPicker({
  value,
  onChange,
  defaultCenter,
  defaultZoom = 13,
  label = text.label,
  disabled = false,
  tileUrl = OSM_TILE_URL,
  className,
}: MapPointPickerProps) {
  const hintId = useId();
  const leaflet = useLeaflet();
  const runtime = leaflet.runtime;
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ value, onChange, disabled, defaultCenter, defaultZoom });
  useEffect(() => {
    latest.current = { value, onChange, disabled, defaultCenter, defaultZoom };
  });

  // The effects follow the point by its numbers: a parent may pass an equal point as a new object on every render.
  const lat = value?.lat ?? null;
  const lng = value?.lng ?? null;
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [touched, setTouched] = useState<{ lat: boolean; lng: boolean }>({ lat: false, lng: false });

  // A point set from outside (the map, the keys, a reset of the form) shows in the boxes, unless the boxes already
  // say the same point in other words (a comma, fewer decimals): the typing is left alone then.
  useEffect(() => {
    const point = lat === null || lng === null ? null : { lat, lng };
    setTexts((current) => {
      const typed = readTexts(current);
      if (point === null) return typed.kind === 'point' ? textsOf(null) : current;
      return typed.kind === 'point' && samePoint(typed.point, point) ? current : textsOf(point);
    });
  }, [lat, lng]);

  // Stable, so the map's handlers can keep it; it reads the current value and handler from `latest`.
  const change = useCallback((point: MapPoint | null) => {
    if (latest.current.disabled) return;
    const next = point === null ? null : normalizePoint(point);
    if (!samePoint(next, latest.current.value)) latest.current.onChange(next);
  }, []);

  const type = (axis: keyof Texts, typed: string) => {
    const next = { ...texts, [axis]: typed };
    setTexts(next);
    const read = readTexts(next);
    if (read.kind === 'point') change(read.point);
    else if (read.kind === 'empty') change(null);
  };

  useEffect(() => {
    const element = containerRef.current;
    if (runtime === null || element === null) return;
    const { value: start, defaultCenter: home, defaultZoom: homeZoom } = latest.current;
    const created = runtime.createMap(element, { center: start ?? home, zoom: homeZoom, tileUrl });
    created.on('click', (event) => change(roundPoint(event.latlng)));
    setMap(created);
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
      markerRef.current = null;
    };
  }, [runtime, tileUrl, change]);

  // The pin follows the value: created on the first point, moved after that, removed with the point.
  useEffect(() => {
    if (runtime === null || map === null) return;
    const marker = markerRef.current;
    if (lat === null || lng === null) {
      marker?.remove();
      markerRef.current = null;
      return;
    }
    const position: [number, number] = [lat, lng];
    const name = text.point(formatCoordinate(lat), formatCoordinate(lng));
    if (marker === null) {
      const created = runtime.L.marker(position, {
        icon: runtime.pinIcon(name, 'point'),
        draggable: !disabled,
        autoPan: true,
        keyboard: true,
      }).addTo(map);
      created.on('dragend', () => change(roundPoint(created.getLatLng())));
      const element = created.getElement();
      element?.setAttribute('aria-describedby', hintId);
      element?.addEventListener('keydown', (event) => {
        const current = latest.current.value;
        if (current === null || latest.current.disabled) return;
        const moved = runtime.nudge(map, current, event.key, event.shiftKey);
        if (moved === null) return;
        // The arrows move the pin, not the map or the page.
        event.preventDefault();
        event.stopPropagation();
        change(moved);
      });
      markerRef.current = created;
    } else {
      marker.setLatLng(position);
      const sr = marker.getElement()?.querySelector('.sr-only');
      if (sr) sr.textContent = name;
    }
    if (markerRef.current?.dragging) {
      if (disabled) markerRef.current.dragging.disable();
      else markerRef.current.dragging.enable();
    }
    // Not animated, so no Leaflet timer outlives a map removed right after (see PlacesMap).
    if (!map.getBounds().contains(position)) map.panTo(position, { animate: false });
  }, [runtime, map, lat, lng, disabled, change, hintId]);

  const typed = readTexts(texts);
  const error = (axis: keyof Texts) => {
    // Once either box has been left: an empty box beside a filled one is as much a mistake as a wrong number.
    if (!(touched.lat || touched.lng) || typed.kind !== 'invalid') return undefined;
    if (texts[axis].trim() === '') return text.bothNeeded;
    if (parseCoordinate(texts[axis], axis) === null) return axis === 'lat' ? text.latitudeError : text.longitudeError;
    return undefined;
  };

  return (
    <fieldset className={cn('m-0 flex min-w-0 flex-col gap-3 border-0 p-0', className)} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{label}</legend>
      <MapFrame
        label={text.map}
        state={leaflet.status}
        onRetry={leaflet.retry}
        containerRef={containerRef}
        className="h-64 sm:h-80"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {text.hint}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(['lat', 'lng'] as const).map((axis) => (
          <Field key={axis} label={axis === 'lat' ? text.latitude : text.longitude} error={error(axis)}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={texts[axis]}
              onChange={(event) => type(axis, event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, [axis]: true }))}
            />
          </Field>
        ))}
      </div>
      <div>
        {value === null ? (
          <Button
            variant="secondary"
            onClick={() => {
              const center = map?.getCenter();
              change(center ? { lat: center.lat, lng: center.lng } : latest.current.defaultCenter);
            }}
          >
            {text.placeAtCenter}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => change(null)}>
            {text.clear}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
