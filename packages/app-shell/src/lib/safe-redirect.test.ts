import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://gorod.example';

/** What a browser does with the value as a link on the site: where it ends up. */
const landsOn = (path: string) => new URL(path, ORIGIN);

/** Known open-redirect payloads (the lists testers use), and the ones an outside tester got through. */
const PAYLOADS = [
  '//evil.example/x',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example/x',
  '/..//evil.example',
  '/a/..//x',
  '/./\\x',
  '/.\\\\evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  'https://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'HTTPS://evil.example',
  '  //evil.example',
  '\t//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//gorod.example.evil.example',
  '/\\gorod.example.evil.example',
  'evil.example',
  '.evil.example',
  '@evil.example',
  '',
];

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirect('/chats?room=7&tab=unread', '/auth/', ORIGIN)).toBe('/chats?room=7&tab=unread');
    expect(safeRedirect('/profile/editor', '/auth/', ORIGIN)).toBe('/profile/editor');
    expect(safeRedirect('/place/mayak#opinions', '/auth/', ORIGIN)).toBe('/place/mayak#opinions');
    // Paths that only look odd stay paths of this site.
    expect(safeRedirect('/@evil.example', '/auth/', ORIGIN)).toBe('/@evil.example');
    expect(safeRedirect('/%2F%2Fevil.example', '/auth/', ORIGIN)).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/ /evil.example', '/auth/', ORIGIN)).toBe('/%20/evil.example');
  });

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))('refuses %s', (_, payload) => {
    expect(safeRedirect(payload, '/auth/', ORIGIN)).toBeNull();
    // With the page's own origin too (happy-dom's), as the login screen calls it.
    expect(safeRedirect(payload)).toBeNull();
  });

  it('refuses the auth screens, however the path is written', () => {
    for (const value of ['/auth/login?redirect=%2Fchats', '/./auth/login', '/x/../auth/signup', '/auth']) {
      expect(safeRedirect(value, '/auth/', ORIGIN), value).toBeNull();
    }
  });

  it('whatever it is given, it answers null or a path that stays on the site and is its own answer', () => {
    // Every sequence of up to four of these pieces: the ways of writing a host, a path and what normalises away.
    const pieces = ['/', '\\', '.', '..', '%2e', '\t', '\n', ' ', '@', ':', 'evil.example', '%2f', '%5c', '?', '#'];
    let sequences = [''];
    let checked = 0;
    for (let length = 1; length <= 4; length += 1) {
      sequences = sequences.flatMap((sequence) => pieces.map((piece) => sequence + piece));
      for (const sequence of sequences) {
        checked += 1;
        const answer = safeRedirect(sequence, '/auth/', ORIGIN);
        if (answer === null) continue;
        expect(landsOn(answer).origin, JSON.stringify(sequence)).toBe(ORIGIN);
        expect(answer.startsWith('//') || answer.startsWith('/\\'), JSON.stringify(sequence)).toBe(false);
        expect(safeRedirect(answer, '/auth/', ORIGIN), JSON.stringify(sequence)).toBe(answer);
      }
    }
    expect(checked).toBe(15 + 15 ** 2 + 15 ** 3 + 15 ** 4);
  });
});
