import { Field, Input, NativeSelect } from '@mesto/ui';
import { useState } from 'react';
import { placeMessages, TIME_ZONES } from '../messages.ts';

const text = placeMessages.form;
const OTHER = 'other';

const isListed = (zone: string) => TIME_ZONES.some((option) => option.value === zone);

/**
 * The place's time zone: the zones of Russia in a list, any other IANA zone typed by name. The message (a zone the
 * browser does not know, or the server's) shows under the control in use.
 */
export function TimeZoneField({
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
}: {
  /** The select's id, which the form's error summary links to. */
  id: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const [typing, setTyping] = useState(() => value !== '' && !isListed(value));
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label={text.timeZone} error={typing ? undefined : error}>
        <NativeSelect
          value={typing ? OTHER : value}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value === OTHER) {
              setTyping(true);
              return;
            }
            setTyping(false);
            onChange(event.target.value);
          }}
          onBlur={onBlur}
        >
          {TIME_ZONES.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
          <option value={OTHER}>{text.timeZoneOther}</option>
        </NativeSelect>
      </Field>
      {typing ? (
        <Field label={text.timeZoneCustom} hint={text.timeZoneCustomHint} error={error}>
          <Input
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.trim())}
            onBlur={onBlur}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
      ) : null}
    </div>
  );
}
