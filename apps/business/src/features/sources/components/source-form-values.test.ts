import { describe, expect, it } from 'vitest';
import {
  checkNewSource,
  checkSourceSettings,
  type NewSourceValues,
  toNewSourceBody,
  toSettingsBody,
} from './source-form-values.ts';

const values: NewSourceValues = {
  kind: 'ICAL',
  address: ' https://zerno.example/afisha.ics ',
  placeId: '',
  organisationId: '',
  trust: 'REVIEW',
  intervalMinutes: '60',
};

describe('the connect form', () => {
  it('asks for an address and for a place or an organisation', () => {
    expect(checkNewSource({ ...values, address: '  ' }, null)).toEqual({
      address: 'Укажите адрес источника',
      placeId: 'Выберите место или организацию',
    });
  });

  it('saves only an address that was checked as it is now', () => {
    const owned = { ...values, placeId: 'p1' };
    expect(checkNewSource(owned, null)).toEqual({ preview: 'Сначала проверьте источник: нажмите «Проверить»' });
    expect(checkNewSource(owned, { kind: 'ICAL', address: 'https://zerno.example/afisha.ics' })).toEqual({});
    expect(checkNewSource(owned, { kind: 'ICAL', address: 'https://zerno.example/other.ics' })).toEqual({
      preview: 'Адрес изменился: проверьте источник снова',
    });
    expect(checkNewSource(owned, { kind: 'RSS', address: 'https://zerno.example/afisha.ics' })).toHaveProperty(
      'preview',
    );
  });

  it('sends a place alone (its organisation follows), else the organisation', () => {
    expect(toNewSourceBody({ ...values, placeId: 'p1', organisationId: 'o1' })).toEqual({
      kind: 'ICAL',
      address: 'https://zerno.example/afisha.ics',
      placeId: 'p1',
      organisationId: null,
      trust: 'REVIEW',
      state: 'ACTIVE',
      intervalMinutes: 60,
    });
    expect(toNewSourceBody({ ...values, organisationId: 'o1' })).toMatchObject({ placeId: null, organisationId: 'o1' });
  });
});

describe('a source’s settings', () => {
  it('never send the fetcher’s FAILING state back', () => {
    const settings = { placeId: 'p1', organisationId: '', trust: 'AUTO', intervalMinutes: '15' } as const;
    expect(toSettingsBody({ ...settings, state: 'FAILING' })).not.toHaveProperty('state');
    expect(toSettingsBody({ ...settings, state: 'PAUSED' })).toMatchObject({ state: 'PAUSED', intervalMinutes: 15 });
    expect(checkSourceSettings({ ...settings, placeId: '', state: 'ACTIVE' })).toHaveProperty('placeId');
  });
});
