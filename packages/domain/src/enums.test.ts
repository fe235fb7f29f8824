import { describe, expect, it } from 'vitest';
import {
  CHAT_TYPES,
  COLOR_SCHEMES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  ContactType,
  GENDER_LABELS,
  GENDERS,
  LOGIN_PROVIDERS,
  PERMISSION_LABELS,
  PERMISSIONS,
  TEAM_KINDS,
  TOAST_SEVERITIES,
  ToastSeverity,
  VISIBILITIES,
  VISIBILITY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  WEEKDAYS,
} from './enums.ts';

describe('enums', () => {
  it('each value equals its key', () => {
    expect(ContactType.PHONE).toBe('PHONE');
    expect(ToastSeverity.success).toBe('success');
  });

  it('value lists hold every value in declaration order', () => {
    expect(CONTACT_TYPES).toEqual(['PHONE', 'SITE', 'EMAIL', 'TELEGRAM', 'OTHER']);
    expect(GENDERS).toEqual(['MALE', 'FEMALE']);
    expect(CHAT_TYPES).toEqual(['GROUP', 'PRIVATE', 'ROOM']);
    expect(TEAM_KINDS).toEqual(['TEAM', 'DEFAULT']);
    expect(VISIBILITIES).toEqual(['PUBLIC', 'PRIVATE', 'FRIENDS', 'NOTES']);
    expect(LOGIN_PROVIDERS).toEqual(['TELEGRAM']);
    expect(COLOR_SCHEMES).toEqual(['AUTO', 'LIGHT', 'DARK']);
    expect(PERMISSIONS).toEqual(['ROOT', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT', 'BUSINESS_PANEL', 'MODERATION']);
  });

  it('weekdays run from Monday to Sunday', () => {
    expect(WEEKDAYS).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(WEEKDAYS.map((day) => WEEKDAY_SHORT_LABELS[day])).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it('toast severities are lowercase', () => {
    expect(TOAST_SEVERITIES).toEqual(['info', 'warn', 'error', 'success', 'secondary', 'contrast']);
  });

  it('every value has a non-empty Russian label', () => {
    const labelled = [
      [GENDERS, GENDER_LABELS],
      [VISIBILITIES, VISIBILITY_LABELS],
      [WEEKDAYS, WEEKDAY_LABELS],
      [WEEKDAYS, WEEKDAY_SHORT_LABELS],
      [CONTACT_TYPES, CONTACT_TYPE_LABELS],
      [PERMISSIONS, PERMISSION_LABELS],
    ] as const;
    for (const [values, labels] of labelled) {
      for (const value of values) expect((labels as Record<string, string>)[value]).toMatch(/\S/);
    }
  });

  it('visibility labels say who sees it', () => {
    expect(VISIBILITY_LABELS).toEqual({
      PUBLIC: 'Все',
      FRIENDS: 'Друзья',
      PRIVATE: 'Только приглашённые',
      NOTES: 'Только я',
    });
  });

  it('ROOT is labelled Администратор', () => {
    expect(PERMISSION_LABELS.ROOT).toBe('Администратор');
  });
});
