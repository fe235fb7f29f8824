import type { EditorFormState } from '@mesto/app-shell';
import { Button, MapPointPicker } from '@mesto/ui';
import { useState } from 'react';
import { placeMessages } from '../messages.ts';
import { CITY_CENTER, type PlaceValues, pointOf } from './place-values.ts';
import { PointField } from './point-field.tsx';

const text = placeMessages.form;

/**
 * Where the place is. A place with a point opens on the map (pin, drag, arrow keys, or its coordinate boxes); a place
 * without one starts with the two boxes and the map a click away, so the editor loads no map tiles until asked.
 */
export function PointSection({ form, disabled }: { form: EditorFormState<PlaceValues>; disabled: boolean }) {
  const [onMap, setOnMap] = useState(() => pointOf(form.values) !== null);
  const errors = [form.error('latitude'), form.error('longitude')].filter((message) => message !== undefined);

  if (!onMap) {
    return (
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1.5 text-sm font-medium">{text.point}</legend>
        <PointField
          latitude={form.values.latitude}
          longitude={form.values.longitude}
          onChange={({ latitude, longitude }) => {
            form.setValue('latitude', latitude);
            form.setValue('longitude', longitude);
          }}
          onBlur={(field) => form.touch(field)}
          latitudeError={form.error('latitude')}
          longitudeError={form.error('longitude')}
          disabled={disabled}
        />
        {disabled ? null : (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setOnMap(true)}>
            {text.showMap}
          </Button>
        )}
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <MapPointPicker
        label={text.point}
        value={pointOf(form.values)}
        onChange={(point) => {
          form.setValue('latitude', point === null ? '' : String(point.lat));
          form.setValue('longitude', point === null ? '' : String(point.lng));
        }}
        defaultCenter={CITY_CENTER}
        disabled={disabled}
      />
      {/* The picker checks what is typed into its boxes; what the server says about the point shows here. */}
      {errors.map((message) => (
        <p key={message} className="text-sm text-danger" role="alert">
          {message}
        </p>
      ))}
    </div>
  );
}
