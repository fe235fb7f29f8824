import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../env.ts';
import { compose } from './outbox.service.ts';
import { browserLabel, endpointProblem } from './push.service.ts';
import { PUSH_PAYLOAD_MAX_BYTES, pushMessageOf, pushPayload, pushTopic } from './push-message.ts';
import { vapidOf } from './vapid.ts';

// What a browser notification carries, which push addresses the API accepts, and where its keys come from.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any text a person could write, and the ones that break careless code: `$` patterns, markup, line breaks, halves. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc
    .array(
      fc.constantFrom('$&', '$1', "$'", '$`', '</script>', '<b>', '\r\n', '\n', '\r', '\uD83C', '\uDF89', '🎉', 'я'),
      {
        maxLength: 60,
      },
    )
    .map((parts) => parts.join('')),
);

const oneLine = hostile.map((text) => text.replace(/[\r\n]/g, ' '));

describe('a browser notification’s payload', () => {
  it('keeps any chat text whole in the body, within the size a push message carries', () => {
    fc.assert(
      // Names are one line (the API refuses line breaks in them); a message's text is anything.
      fc.property(oneLine, oneLine, hostile, (author, title, text) => {
        const composed = compose('CHAT_MESSAGE', [
          { payload: { chatId: 'c-1', chatTitle: title, author, text, organisation: '' } },
        ]);
        if (!composed) throw new Error('a chat message always composes');
        const payload = pushPayload(
          pushMessageOf({ ...composed, groupKey: 'chat:c-1' }, { businessUrl: 'https://b.example' }),
        );
        expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
        const shown = JSON.parse(payload) as { title: string; body: string; url: string; tag: string };
        expect(shown.url).toBe('/chats?chat=c-1');
        expect(shown.tag).toBe('chat:c-1');
        expect(LONE_SURROGATE.test(shown.title)).toBe(false);
        expect(LONE_SURROGATE.test(shown.body)).toBe(false);
        expect(shown.title.length).toBeGreaterThan(0);
        // The text the bot would send: its first line the title, the rest the body, nothing rewritten.
        const sent = composed.text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
        const newline = sent.indexOf('\n');
        expect(newline).toBeGreaterThan(0);
        expect(shown.body).toBe(sent.slice(newline + 1).trim());
      }),
      { numRuns: 300 },
    );
  });

  it('cuts a body JSON must escape at length until it fits, and never the link', () => {
    const text = `Заголовок\n${'\u0001'.repeat(900)}`;
    const path = `/event/${'к'.repeat(200)}`;
    const payload = pushPayload(
      pushMessageOf({ text, link: { app: 'visitor', path }, groupKey: 'g' }, { businessUrl: 'https://b.example' }),
    );
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const shown = JSON.parse(payload);
    expect(shown).toMatchObject({ title: 'Заголовок', url: path });
    expect(shown.body.endsWith('…')).toBe(true);
  });

  it('a one-line message comes under the site’s name; business links open on the business panel', () => {
    const one = pushMessageOf(
      { text: '💬 Анна: 3 новых сообщения', link: { app: 'visitor', path: '/chats?chat=1' }, groupKey: 'chat:1' },
      { businessUrl: 'https://business.gorod.example/' },
    );
    expect(one).toEqual({ title: 'Место', body: '💬 Анна: 3 новых сообщения', url: '/chats?chat=1', tag: 'chat:1' });
    const business = pushMessageOf(
      { text: '⭐ Новое мнение', link: { app: 'business', path: '/business/opinions?place=p1' }, groupKey: 'b' },
      { businessUrl: 'https://business.gorod.example' },
    );
    expect(business.url).toBe('https://business.gorod.example/business/opinions?place=p1');
  });

  it('a group’s topic is short, url-safe and its own', () => {
    expect(pushTopic('u1', 'chat:1')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('u1', 'chat:1')).toBe(pushTopic('u1', 'chat:1'));
    expect(pushTopic('u1', 'chat:1')).not.toBe(pushTopic('u2', 'chat:1'));
  });
});

describe('a push address', () => {
  it('is https on a named host; a test’s own http origin only when allowed', () => {
    const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect(endpointProblem(fcm, [])).toBeNull();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/x', [])).toBe('endpoint');
    expect(endpointProblem('ftp://push.example.com/x', [])).toBe('endpoint');
    expect(endpointProblem('https://u:p@push.example.com/x', [])).toBe('endpoint');
    expect(endpointProblem('not a url', [])).toBe('endpoint');
    for (const host of ['10.0.0.1', '127.0.0.1', '[::1]', '169.254.169.254', 'localhost', 'push.local', 'intranet']) {
      expect(endpointProblem(`https://${host}/push`, []), host).toBe('endpointHost');
    }
    expect(endpointProblem('http://127.0.0.1:4000/push', ['http://127.0.0.1'])).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4000/push', ['http://127.0.0.1:4001'])).toBe('endpoint');
    expect(endpointProblem('http://127.0.0.1:4001/push', ['http://127.0.0.1:4001'])).toBeNull();
    expect(endpointProblem('http://localhost:4000/push', ['http://127.0.0.1'])).toBe('endpoint');
  });

  it('is listed as the browser and its system', () => {
    expect(
      browserLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36'),
    ).toBe('Chrome, Android');
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iPhone');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox, Windows',
    );
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 YaBrowser/24.10 Safari/537.36',
      ),
    ).toBe('Яндекс Браузер, Windows');
    expect(browserLabel(undefined)).toBe('Браузер');
  });
});

describe('the VAPID keys', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'mesto-vapid-'));
    folders.push(path);
    return path;
  };
  afterAll(() => {
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('outside production are generated once and kept in DATA_DIR, so a restart keeps them', () => {
    const dataDir = folder();
    const first = vapidOf(testEnv({ DATA_DIR: dataDir }));
    expect(first.available).toBe(true);
    const keys = first.keys();
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(vapidOf(testEnv({ DATA_DIR: dataDir })).keys()).toEqual(keys);
    expect(vapidOf(testEnv({ DATA_DIR: folder() })).keys().publicKey).not.toBe(keys.publicKey);
  });

  it('come from the settings when set; production without them has browser notifications off', () => {
    const pair = vapidOf(testEnv({ DATA_DIR: folder() })).keys();
    const configured = vapidOf(
      testEnv({
        APP_ENV: 'PRODUCTION',
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'mailto:ops@gorod.example',
      }),
    );
    expect(configured.keys()).toEqual({ ...pair, subject: 'mailto:ops@gorod.example' });
    const off = vapidOf(testEnv({ APP_ENV: 'PRODUCTION', DATA_DIR: folder() }));
    expect(off.available).toBe(false);
    expect(() => off.keys()).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
