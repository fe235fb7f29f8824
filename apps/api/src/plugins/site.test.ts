import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IMMUTABLE, REVALIDATE, sitePlugin } from './site.ts';

/** Two built apps as `vite build` leaves them, the site with a server entry that renders one page. */
function writeBuilds(root: string) {
  const site = join(root, 'visitor');
  const business = join(root, 'business');
  for (const dir of [site, business]) {
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    mkdirSync(join(dir, 'dist/builds'), { recursive: true });
  }
  writeFileSync(
    join(site, 'dist/index.html'),
    '<!doctype html><title>site</title><link rel="stylesheet" crossorigin href="/assets/index-d4e5f6.css"><div id="root"><!--app--></div>',
  );
  writeFileSync(join(site, 'dist/assets/index-d4e5f6.css'), 'h1{color:teal}');
  writeFileSync(join(site, 'dist/assets/index-a1b2c3.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(site, 'dist/builds/latest.json'), '{"id":"build-1"}');
  writeFileSync(join(site, 'dist/favicon.svg'), '<svg/>');
  writeFileSync(join(site, 'dist/sw.js'), "self.addEventListener('push', () => {});");
  mkdirSync(join(site, 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(site, 'dist-ssr/entry-server.js'),
    `export async function handle(request, { template, apiOrigin, fetch }) {
       const path = new URL(request.url).pathname;
       if (path === '/health') {
         const answer = await fetch(new Request(apiOrigin + '/api/health/live'));
         const body = template.replace('<!--app-->', '<p>' + answer.status + ' ' + (await answer.text()) + '</p>');
         return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
       }
       if (path !== '/places') return null;
       const page = template.replace('<!--app-->', '<h1>Места</h1><p data-api="' + apiOrigin + '"></p>' + ' '.repeat(2000));
       return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page };
     }`,
  );
  writeFileSync(join(business, 'dist/index.html'), '<!doctype html><title>business</title>');
  return { site, business };
}

describe('the production server of the apps (MESTO_SERVE_APPS)', () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'mesto-site-'));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const { site, business } = writeBuilds(root);
    t = await createTestApp({}, (app) => {
      app.register(sitePlugin, { env: testEnv({ SITE_DIR: site, BUSINESS_DIR: business }) });
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('hashed assets are immutable and compressed for the browser; index.html and latest.json are revalidated', async () => {
    const asset = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.rawPayload.length).toBeLessThan(1000);

    const latest = await get('/builds/latest.json');
    expect(latest.headers['cache-control']).toBe(REVALIDATE);
    expect(latest.json()).toEqual({ id: 'build-1' });

    const again = await get('/builds/latest.json', { 'if-none-match': String(latest.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('the service worker is checked for updates on every visit and runs under a policy of its own', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['cache-control']).toBe(REVALIDATE);
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; connect-src 'self'");
  });

  it('a public page is rendered on the server; another screen gets the app shell, never cached', async () => {
    const page = await get('/places');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Места</h1>');
    // As vite preview renders it: the stylesheet inlined, so the first paint waits for nothing but the page.
    expect(page.body).toContain('<style data-href="/assets/index-d4e5f6.css">h1{color:teal}</style>');
    expect(page.headers['cache-control']).toBe(REVALIDATE);

    const screen = await get('/account/settings');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>site</title>');
    expect(screen.headers['cache-control']).toBe(REVALIDATE);
  });

  it('the render reads the API inside the process: the server is not even listening', async () => {
    expect(t.app.server.listening).toBe(false);
    const page = await get('/health');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>200 {"status":"ok"}</p>');
  });

  it('the business panel answers on its subdomain', async () => {
    const panel = await get('/opinions', { host: 'business.gorod.example' });
    expect(panel.body).toContain('<title>business</title>');
    expect((await get('/', { host: 'gorod.example' })).body).toContain('<title>site</title>');
  });

  it('the API keeps its own answers; a missing file or a path out of the build is a 404', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const unknown = await get('/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ROUTE_NOT_FOUND');
    expect((await get('/assets/missing-zzz.js')).statusCode).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
  });
});
