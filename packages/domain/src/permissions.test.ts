import { describe, expect, it } from 'vitest';
import {
  canManageExternalAnnouncements,
  canModerate,
  hasBusinessAccess,
  isRoot,
  SELECTABLE_ROLES,
} from './permissions.ts';

const user = (...permissions: string[]) => ({ permissions });

describe('permissions', () => {
  it('no user has no permission', () => {
    for (const check of [isRoot, hasBusinessAccess, canManageExternalAnnouncements, canModerate]) {
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
      expect(check(user())).toBe(false);
    }
  });

  it('isRoot needs ROOT', () => {
    expect(isRoot(user('ROOT'))).toBe(true);
    expect(isRoot(user('BUSINESS_PANEL', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT'))).toBe(false);
  });

  it('business access needs ROOT or BUSINESS_PANEL', () => {
    expect(hasBusinessAccess(user('ROOT'))).toBe(true);
    expect(hasBusinessAccess(user('BUSINESS_PANEL'))).toBe(true);
    expect(hasBusinessAccess(user('EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT'))).toBe(false);
  });

  it('managing external announcements needs ROOT or EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT', () => {
    expect(canManageExternalAnnouncements(user('ROOT'))).toBe(true);
    expect(canManageExternalAnnouncements(user('EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT'))).toBe(true);
    expect(canManageExternalAnnouncements(user('BUSINESS_PANEL'))).toBe(false);
  });

  it('unknown permission strings grant nothing', () => {
    expect(isRoot(user('root', 'ADMIN'))).toBe(false);
  });

  it('moderation needs ROOT or MODERATION', () => {
    expect(canModerate(user('ROOT'))).toBe(true);
    expect(canModerate(user('MODERATION'))).toBe(true);
    expect(canModerate(user('BUSINESS_PANEL', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT'))).toBe(false);
    expect(isRoot(user('MODERATION'))).toBe(false);
  });

  it('Администратор (ROOT) and Модератор (MODERATION) are offered for selection', () => {
    expect(SELECTABLE_ROLES).toEqual([
      { permission: 'ROOT', label: 'Администратор' },
      { permission: 'MODERATION', label: 'Модератор' },
    ]);
  });
});
