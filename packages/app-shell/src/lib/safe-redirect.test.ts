import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/chats?room=7&tab=unread')).toBe('/chats?room=7&tab=unread');
    expect(safeRedirect('/profile/editor')).toBe('/profile/editor');
  });

  it('refuses other hosts, odd schemes and the auth screens', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
    expect(safeRedirect('/auth/login?redirect=%2Fchats')).toBeNull();
  });
});
