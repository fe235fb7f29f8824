import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// X-Forwarded-For names the client only when a proxy we run wrote it; from anyone else it is a lie the caller tells
// to choose the address that limits count and sessions record.

const signUpFrom = (t: TestApp, remoteAddress: string, forwardedFor: string, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'long-enough-pass' },
  });

async function recordedAddress(t: TestApp, userId: string) {
  const [row] = await t.app.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  return row?.ip;
}

describe('forwarded headers by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are ignored: the session records the address the request came from', async () => {
    const response = await signUpFrom(t, '198.51.100.10', '1.2.3.4', 'direct_caller');
    expect(response.statusCode).toBe(200);
    expect(await recordedAddress(t, response.json().user.id)).toBe('198.51.100.10');
  });

  it('cannot walk around the per-address sign-in limit', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.11',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { login: `nobody${attempt}`, password: 'wrong-password' },
      });
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.11',
      headers: { 'x-forwarded-for': '203.0.113.200' },
      payload: { login: 'nobody', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('forwarded headers with TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: ['10.0.0.0/8'] });
  });
  afterAll(() => t.close());

  it('are honoured from a configured proxy, and only from it', async () => {
    const proxied = await signUpFrom(t, '10.1.2.3', '203.0.113.50', 'behind_proxy');
    expect(await recordedAddress(t, proxied.json().user.id)).toBe('203.0.113.50');
    const spoofed = await signUpFrom(t, '198.51.100.12', '203.0.113.51', 'not_a_proxy');
    expect(await recordedAddress(t, spoofed.json().user.id)).toBe('198.51.100.12');
    // A client may prepend anything; the address the trusted proxy appended is the one believed.
    const chained = await signUpFrom(t, '10.1.2.3', '6.6.6.6, 203.0.113.52', 'chained_header');
    expect(await recordedAddress(t, chained.json().user.id)).toBe('203.0.113.52');
  });
});

describe('TRUSTED_PROXIES setting', () => {
  it('takes addresses, networks and the named ranges, and refuses anything else', () => {
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8,fd00::/8, loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '*', 'true']) {
      expect(() => loadEnv({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
