import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { sitePlugin } from './site.ts';

// Every answer says: do not sniff, do not frame, keep the referrer to the origin, HSTS only in production; every page
// of the apps carries a Content-Security-Policy that runs scripts of the site itself and the page's own inline
// scripts by hash, never any inline script.

const PAYLOAD = 'window.__MESTO_SSR__={"queries":[],"guest":true}';
const JSON_LD = '{"@context":"https://schema.org","@type":"Place","name":"Зерно"}';
const INJECTED = 'alert(document.cookie)';

function writeBuilds(root: string) {
  const site = join(root, 'visitor');
  const business = join(root, 'business');
  for (const dir of [site, business]) mkdirSync(join(dir, 'dist/assets'), { recursive: true });
  writeFileSync(
    join(site, 'dist/index.html'),
    '<!doctype html><title>site</title><script type="module" crossorigin src="/assets/index-a1.js"></script><div id="root"><!--app--></div>',
  );
  writeFileSync(join(site, 'dist/assets/index-a1.js'), 'console.log(1)');
  mkdirSync(join(site, 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(site, 'dist-ssr/entry-server.js'),
    `export async function handle(request, { template }) {
       if (new URL(request.url).pathname !== '/places/zerno') return null;
       const page = template
         .replace('</head>', '<script type="application/ld+json">${JSON_LD.replaceAll('"', '\\"')}</script></head>')
         .replace('<!--app-->', '<h1>Зерно</h1><script>${PAYLOAD.replaceAll('"', '\\"')}</script>');
       return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page };
     }`,
  );
  writeFileSync(
    join(business, 'dist/index.html'),
    '<!doctype html><title>business</title><script type="module" src="/assets/b.js"></script>',
  );
  return { site, business };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('security headers', () => {
  let t: TestApp;
  let production: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'mesto-headers-'));

  beforeAll(async () => {
    const { site, business } = writeBuilds(root);
    t = await createTestApp({}, (app) => {
      app.register(sitePlugin, { env: testEnv({ SITE_DIR: site, BUSINESS_DIR: business }) });
    });
    production = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('every kind of answer carries nosniff, a referrer policy and no framing', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/users?limit=nope' }),
      await t.app.inject({ method: 'GET', url: '/api/notification-settings' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/assets/index-a1.js' }),
      await t.app.inject({ method: 'GET', url: '/places/zerno' }),
      await t.app.inject({ method: 'GET', url: '/events' }),
      await t.app.inject({ method: 'GET', url: '/', headers: { host: 'business.mesto.example' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 401, 404, 200, 200, 200, 200]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(directives(answer)['frame-ancestors']).toEqual(["'none'"]);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an API answer may run nothing at all', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(answer)['default-src']).toEqual(["'none'"]);
  });

  it('a rendered page runs the site’s scripts and its own hydration payload by hash, no other inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/places/zerno' });
    expect(page.body).toContain(PAYLOAD);
    const scripts = directives(page)['script-src'] ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(sha256(PAYLOAD));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // JSON-LD is data, not run: it needs no hash, and an injected script would match none.
    expect(scripts).not.toContain(sha256(JSON_LD));
    expect(scripts).not.toContain(sha256(INJECTED));
    expect(directives(page)['object-src']).toEqual(["'none'"]);
    expect(directives(page)['base-uri']).toEqual(["'self'"]);
  });

  it('the apps’ shells (index.html) get the page policy without inline scripts', async () => {
    for (const answer of [
      await t.app.inject({ method: 'GET', url: '/events' }),
      await t.app.inject({ method: 'GET', url: '/places', headers: { host: 'business.mesto.example' } }),
    ]) {
      expect(answer.headers['content-type']).toContain('text/html');
      const scripts = directives(answer)['script-src'] ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.filter((source) => source.startsWith("'sha256-") || source === "'unsafe-inline'")).toEqual([]);
    }
  });

  it('HSTS is sent in production only', async () => {
    const answer = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
