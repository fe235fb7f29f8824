import type { FieldErrors } from '@mesto/app-shell';
import type { SourceKind, SourceState, SourceTrust } from '@mesto/domain';
import type { Source } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';

const text = sourceMessages.form;

/** Whose a source is: a place (its organisation follows) or, for a source about no one place, an organisation. */
export type OwnerValues = { placeId: string; organisationId: string };

/** What the connect form holds. The interval is the select's string. */
export type NewSourceValues = OwnerValues & {
  kind: SourceKind;
  address: string;
  trust: SourceTrust;
  intervalMinutes: string;
};

/** What a source's settings form holds. */
export type SourceSettingsValues = OwnerValues & { trust: SourceTrust; state: SourceState; intervalMinutes: string };

/** An address and kind that were checked: the preview is of them, and saving waits until it is. */
export type CheckedAddress = { kind: SourceKind; address: string };

export const sameAddress = (checked: CheckedAddress | null, values: { kind: SourceKind; address: string }): boolean =>
  checked !== null && checked.kind === values.kind && checked.address.trim() === values.address.trim();

function checkOwner(values: OwnerValues, errors: FieldErrors): void {
  if (values.placeId === '' && values.organisationId === '') errors.placeId = text.ownerRequired;
}

/**
 * The connect form's own checks: an address, a place or an organisation, and a preview of the address as it is now
 * (reported on `preview`, the «Проверить» button's place, so it shows only once «Подключить» was pressed).
 */
export function checkNewSource(values: NewSourceValues, checked: CheckedAddress | null): FieldErrors {
  const errors: FieldErrors = {};
  if (values.address.trim() === '') errors.address = text.addressRequired;
  checkOwner(values, errors);
  if (errors.address === undefined && !sameAddress(checked, values)) {
    errors.preview = checked === null ? text.checkFirst : text.addressChanged;
  }
  return errors;
}

export function checkSourceSettings(values: SourceSettingsValues): FieldErrors {
  const errors: FieldErrors = {};
  checkOwner(values, errors);
  return errors;
}

/** The owner as the API takes it: a place alone (its organisation follows), else the organisation. */
const ownerBody = (values: OwnerValues) => ({
  placeId: values.placeId === '' ? null : values.placeId,
  organisationId: values.placeId !== '' || values.organisationId === '' ? null : values.organisationId,
});

export function toNewSourceBody(values: NewSourceValues) {
  return {
    kind: values.kind,
    address: values.address.trim(),
    ...ownerBody(values),
    trust: values.trust,
    state: 'ACTIVE' as const,
    intervalMinutes: Number(values.intervalMinutes),
  };
}

/** The settings as the editor takes them; FAILING is the fetcher's state, so it is not sent back. */
export function toSettingsBody(values: SourceSettingsValues) {
  return {
    ...ownerBody(values),
    trust: values.trust,
    ...(values.state === 'FAILING' ? {} : { state: values.state }),
    intervalMinutes: Number(values.intervalMinutes),
  };
}

export const toSettingsValues = (source: Source): SourceSettingsValues => ({
  placeId: source.placeId ?? '',
  // A source of a place shows the place; its organisation follows it.
  organisationId: source.placeId === null ? (source.organisationId ?? '') : '',
  trust: source.trust,
  state: source.state,
  intervalMinutes: String(source.intervalMinutes),
});
