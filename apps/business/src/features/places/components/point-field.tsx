import { Field, Input } from '@mesto/ui';
import { placeMessages } from '../messages.ts';

const text = placeMessages.form;

/** The place's point typed as latitude and longitude (a dot or a comma): enough on its own to place the pin. */
export function PointField({
  latitude,
  longitude,
  onChange,
  onBlur,
  latitudeError,
  longitudeError,
  disabled = false,
}: {
  latitude: string;
  longitude: string;
  onChange: (point: { latitude: string; longitude: string }) => void;
  onBlur: (field: 'latitude' | 'longitude') => void;
  latitudeError: string | undefined;
  longitudeError: string | undefined;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={text.latitude} error={latitudeError}>
        <Input
          inputMode="decimal"
          value={latitude}
          disabled={disabled}
          placeholder="56.3269"
          onChange={(event) => onChange({ latitude: event.target.value, longitude })}
          onBlur={() => onBlur('latitude')}
          autoComplete="off"
        />
      </Field>
      <Field label={text.longitude} error={longitudeError}>
        <Input
          inputMode="decimal"
          value={longitude}
          disabled={disabled}
          placeholder="44.0059"
          onChange={(event) => onChange({ latitude, longitude: event.target.value })}
          onBlur={() => onBlur('longitude')}
          autoComplete="off"
        />
      </Field>
    </div>
  );
}
