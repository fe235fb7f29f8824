import { ApiError } from '@mesto/api-client';
import { ADDRESS_RULE, formatNumber, type PublicationStatus, validateText } from '@mesto/domain';
import { Input, NativeSelect, Tag } from '@mesto/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { statusOptions } from '../../../lib/catalogue/status.ts';
import type { Place } from '../../../lib/catalogue/types.ts';
import { type PlaceField, useEditPlaceField } from '../api/save-place.ts';
import { placeMessages } from '../messages.ts';

const text = placeMessages.list;

type Save = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

const problemOf = (error: unknown, field: PlaceField) =>
  error instanceof ApiError ? (error.fields[field] ?? error.message) : String(error);

/**
 * One place of the list, with its address and status changed in place: the status saves on change, the address on
 * leaving the box or Enter (Escape puts it back). A refusal shows beside the field, and what was typed stays.
 */
export function PlaceRow({ place }: { place: Place }) {
  const edit = useEditPlaceField();
  const ids = useId();
  const [address, setAddress] = useState(place.address);
  const [status, setStatus] = useState<PublicationStatus>(place.status);
  const [saves, setSaves] = useState<Record<PlaceField, Save>>({
    address: { state: 'idle' },
    status: { state: 'idle' },
  });
  // A newer value from the server (another row's save refetched the list) replaces an untouched box.
  const [shown, setShown] = useState({ address: place.address, status: place.status });
  if (shown.address !== place.address || shown.status !== place.status) {
    setShown({ address: place.address, status: place.status });
    if (saves.address.state !== 'failed') setAddress(place.address);
    if (saves.status.state !== 'failed') setStatus(place.status);
  }

  const save = async (field: PlaceField, value: string) => {
    setSaves((current) => ({ ...current, [field]: { state: 'saving' } }));
    try {
      await edit.mutateAsync({ id: place.id, field, value });
      setSaves((current) => ({ ...current, [field]: { state: 'saved' } }));
    } catch (error) {
      setSaves((current) => ({ ...current, [field]: { state: 'failed', message: problemOf(error, field) } }));
    }
  };

  const commitAddress = () => {
    if (address === place.address && saves.address.state !== 'failed') return;
    const checked = validateText(address, ADDRESS_RULE);
    if (!checked.ok) {
      setSaves((current) => ({ ...current, address: { state: 'failed', message: checked.error.message } }));
      return;
    }
    void save('address', checked.value);
  };

  const problems = (field: PlaceField) => {
    const current = saves[field];
    return current.state === 'failed' ? current.message : undefined;
  };
  const note = (field: PlaceField) => {
    const current = saves[field];
    if (current.state === 'saving') return text.saving;
    if (current.state === 'saved') return text.saved;
    return '';
  };
  const missingSchedule = place.schedule.length === 0;
  const missingPoint = place.latitude === null || place.longitude === null;

  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_11rem] md:items-start">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={paths.placeEditor.getHref(place.code)}
          className="font-medium break-words text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {place.name}
        </Link>
        <span className="text-sm text-muted-foreground">{place.organisation?.name ?? text.noOrganisation}</span>
        <div className="flex flex-wrap gap-1.5">
          {missingSchedule ? <Tag tone="warn">{text.noSchedule}</Tag> : null}
          {missingPoint ? <Tag tone="warn">{text.noPoint}</Tag> : null}
          {place.upcomingEventCount > 0 ? (
            <Tag tone="info">{text.upcoming(formatNumber(place.upcomingEventCount))}</Tag>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Input
          aria-label={text.address(place.name)}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onBlur={commitAddress}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitAddress();
            } else if (event.key === 'Escape') {
              setAddress(place.address);
              setSaves((current) => ({ ...current, address: { state: 'idle' } }));
            }
          }}
          aria-invalid={problems('address') === undefined ? undefined : true}
          aria-describedby={`${ids}-address`}
        />
        <p id={`${ids}-address`} className="min-h-5 text-sm" aria-live="polite">
          {problems('address') === undefined ? (
            <span className="text-muted-foreground">{note('address')}</span>
          ) : (
            <span className="text-danger">{problems('address')}</span>
          )}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <NativeSelect
          aria-label={text.status(place.name)}
          value={status}
          options={statusOptions}
          disabled={saves.status.state === 'saving'}
          aria-invalid={problems('status') === undefined ? undefined : true}
          aria-describedby={`${ids}-status`}
          onChange={(event) => {
            const next = event.target.value as PublicationStatus;
            setStatus(next);
            void save('status', next);
          }}
        />
        <p id={`${ids}-status`} className="min-h-5 text-sm" aria-live="polite">
          {problems('status') === undefined ? (
            <span className="text-muted-foreground">{note('status')}</span>
          ) : (
            <span className="text-danger">{problems('status')}</span>
          )}
        </p>
      </div>
    </li>
  );
}
