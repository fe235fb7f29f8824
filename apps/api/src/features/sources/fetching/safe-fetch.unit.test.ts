import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedAddress, SourceLookup } from './resolve-public.ts';
import { type SafeFetchOptions, type SafeFetchResult, safeFetch } from './safe-fetch.ts';
import { describeSourceFetchFailure } from './source-messages.ts';

// Two loopback addresses stand for the internet and the inside: 127.0.0.2 is allow-listed (a "public" site the
// tests may reach), 127.0.0.1 is not, as in production, where no list is passed at all.
const publicHost = '127.0.0.2';
const insideHost = '127.0.0.1';
const allow = [publicHost];
const calendar = ['text/calendar', 'text/plain', 'application/octet-stream'];
const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Концерт\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

type Server = { requests: IncomingMessage[]; port: number; url: (path?: string) => string };
const servers: http.Server[] = [];

async function serve(
  host: string,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  port = 0,
): Promise<Server> {
  const requests: IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  servers.push(server);
  const { port: bound } = server.address() as AddressInfo;
  return { requests, port: bound, url: (path = '/') => `http://${host}:${bound}${path}` };
}

/** Servers on both loopback addresses under one port, so that only the address differs. */
async function serveTwins(
  handlers: Record<'public' | 'inside', (request: IncomingMessage, response: ServerResponse) => void>,
) {
  for (let attempt = 0; ; attempt += 1) {
    const outside = await serve(publicHost, handlers.public);
    try {
      return { outside, inside: await serve(insideHost, handlers.inside, outside.port) };
    } catch (error) {
      if (attempt > 5) throw error;
    }
  }
}

const calendarServer = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"v1"' });
  response.end(ics);
};

const fetchCalendar = (url: string, options: Partial<SafeFetchOptions> = {}) =>
  safeFetch(url, { accept: calendar, allow, ...options });

const failure = (result: SafeFetchResult) => {
  if (result.status !== 'failed') throw new Error(`expected a failure, got ${result.status}`);
  return result;
};

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe('safe fetch', () => {
  it('fetches a calendar with its validators and says where it came from', async () => {
    const site = await serve(publicHost, (_request, response) => {
      response.writeHead(200, {
        'content-type': 'Text/Calendar; charset="UTF-8"',
        etag: '"abc"',
        'last-modified': 'Sun, 29 Nov 2026 10:00:00 GMT',
        'set-cookie': 'session=1',
      });
      response.end(ics);
    });
    const result = await fetchCalendar(site.url('/afisha.ics?x=1'));
    expect(result).toEqual({
      status: 'ok',
      body: ics,
      contentType: 'text/calendar',
      etag: '"abc"',
      lastModified: 'Sun, 29 Nov 2026 10:00:00 GMT',
      finalUrl: site.url('/afisha.ics?x=1'),
      bytes: Buffer.byteLength(ics),
    });
    const headers = site.requests[0]?.headers;
    expect(headers?.['user-agent']).toBe('MestoBot/1.0 (+https://mesto.example/about/sources)');
    expect(headers?.['accept-encoding']).toBe('gzip, br, deflate');
    expect(headers?.accept).toContain('text/calendar');
    expect(headers?.cookie).toBeUndefined();
  });

  it('refuses this machine without an allow-list, in every spelling, before connecting', async () => {
    const inside = await serve(insideHost, calendarServer);
    const names: SourceLookup = async () => [{ address: insideHost, family: 4 }];
    for (const host of [
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '%31%32%37.0.0.1',
      '[::ffff:127.0.0.1]',
    ]) {
      const result = await safeFetch(`http://${host}:${inside.port}/`, { accept: calendar });
      expect(failure(result), host).toMatchObject({ problem: 'PRIVATE_ADDRESS', retryable: false });
    }
    const byName = await safeFetch(`http://calendar.example.com:${inside.port}/`, { accept: calendar, lookup: names });
    expect(failure(byName)).toMatchObject({ problem: 'PRIVATE_ADDRESS', retryable: false });
    const localhost = await safeFetch(`http://localhost:${inside.port}/`, { accept: calendar });
    expect(failure(localhost).problem).toBe('LOCAL_NAME');
    expect(inside.requests).toHaveLength(0);
  });

  it('answers not-modified when the validators still hold, and sends them', async () => {
    const site = await serve(publicHost, (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304).end();
      else calendarServer(request, response);
    });
    expect(await fetchCalendar(site.url(), { etag: '"v1"' })).toEqual({ status: 'not-modified' });
    expect((await fetchCalendar(site.url(), { etag: '"v0"' })).status).toBe('ok');
    await fetchCalendar(site.url(), { lastModified: 'Sun, 29 Nov 2026 10:00:00 GMT' });
    expect(site.requests[2]?.headers['if-modified-since']).toBe('Sun, 29 Nov 2026 10:00:00 GMT');
    expect(site.requests[2]?.headers['if-none-match']).toBeUndefined();
  });

  it('decodes windows-1251 named in the header, in an XML declaration, and UTF-8 with a byte order mark', async () => {
    const text = 'Афиша: джаз в субботу';
    const cp1251 = Buffer.from(
      [...text].map((char) => {
        const code = char.charCodeAt(0);
        return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
      }),
    );
    const xml = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="windows-1251"?><rss><title>'), cp1251]);
    const site = await serve(publicHost, (request, response) => {
      if (request.url === '/header') response.writeHead(200, { 'content-type': 'text/plain; charset=windows-1251' });
      else if (request.url === '/xml') response.writeHead(200, { 'content-type': 'application/rss+xml' });
      else response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(
        request.url === '/header' ? cp1251 : request.url === '/xml' ? xml : Buffer.from(`\ufeff${text}`, 'utf8'),
      );
    });
    const read = async (path: string) => {
      const result = await fetchCalendar(site.url(path), { accept: ['text/plain', 'application/rss+xml'] });
      return result.status === 'ok' ? result.body : result.status;
    };
    expect(await read('/header')).toBe(text);
    expect(await read('/xml')).toBe(`<?xml version="1.0" encoding="windows-1251"?><rss><title>${text}`);
    expect(await read('/bom')).toBe(text);
  });

  it('refuses a body of the wrong type and says what it is', async () => {
    const site = await serve(publicHost, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html>Афиша</html>');
    });
    const result = failure(await fetchCalendar(site.url()));
    expect(result).toEqual({ status: 'failed', problem: 'WRONG_TYPE', contentType: 'text/html', retryable: false });
    expect(describeSourceFetchFailure(result, { accept: calendar })).toMatch(/^По адресу не календарь, а веб-страница/);
  });

  it('follows up to three redirects, checking each, and refuses a fourth', async () => {
    const site = await serve(publicHost, (request, response) => {
      const step = Number(request.url?.slice(1));
      if (step > 0) response.writeHead(302, { location: `/${step - 1}`, 'set-cookie': 'seen=1' }).end();
      else calendarServer(request, response);
    });
    const three = await fetchCalendar(site.url('/3'));
    expect(three).toMatchObject({ status: 'ok', body: ics, finalUrl: site.url('/0') });
    expect(site.requests.map((request) => request.headers.cookie)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(failure(await fetchCalendar(site.url('/4')))).toMatchObject({
      problem: 'TOO_MANY_REDIRECTS',
      retryable: false,
    });
    expect(failure(await fetchCalendar(site.url('/1'), { maxRedirects: 0 })).problem).toBe('TOO_MANY_REDIRECTS');
  });

  it('refuses a redirect into the inside network, and never connects there', async () => {
    const inside = await serve(insideHost, calendarServer);
    const targets: Record<string, string> = {
      '/loopback': inside.url('/'),
      '/spelled': `http://2130706433:${inside.port}/`,
      '/metadata': 'http://169.254.169.254/latest/meta-data/',
      '/localhost': `http://localhost:${inside.port}/`,
      '/ftp': 'ftp://example.com/calendar.ics',
      '/nowhere': '',
    };
    const site = await serve(publicHost, (request, response) => {
      response.writeHead(301, { location: targets[request.url ?? ''] ?? '' }).end();
    });
    for (const path of ['/loopback', '/spelled', '/metadata', '/localhost'])
      expect(failure(await fetchCalendar(site.url(path))).problem, path).toBe('REDIRECT_PRIVATE');
    expect(failure(await fetchCalendar(site.url('/ftp'))).problem).toBe('REDIRECT_INVALID');
    expect(failure(await fetchCalendar(site.url('/nowhere'))).problem).toBe('REDIRECT_INVALID');
    expect(inside.requests).toHaveLength(0);
  });

  it('connects only to the address it checked, whatever DNS answers next (rebinding)', async () => {
    const { outside, inside } = await serveTwins({
      public: (request, response) => {
        if (request.url === '/again') response.writeHead(302, { location: '/calendar.ics' }).end();
        else calendarServer(request, response);
      },
      inside: calendarServer,
    });
    const answers: ResolvedAddress[] = [
      { address: publicHost, family: 4 },
      { address: insideHost, family: 4 },
    ];
    let asked = 0;
    const rebinding: SourceLookup = async () => [answers[Math.min(asked++, 1)] as ResolvedAddress];
    const url = (path: string) => `http://calendar.venue.example.com:${outside.port}${path}`;

    const result = await fetchCalendar(url('/calendar.ics'), { lookup: rebinding });
    expect(result).toMatchObject({ status: 'ok', body: ics });
    expect(asked).toBe(1);
    expect(outside.requests).toHaveLength(1);
    expect(outside.requests[0]?.headers.host).toBe(`calendar.venue.example.com:${outside.port}`);

    // A redirect is a new hop and is resolved again: the second, private answer is refused.
    asked = 0;
    expect(failure(await fetchCalendar(url('/again'), { lookup: rebinding })).problem).toBe('REDIRECT_PRIVATE');
    // One private address among public ones is enough to refuse.
    const mixed: SourceLookup = async () => answers;
    expect(failure(await fetchCalendar(url('/calendar.ics'), { lookup: mixed })).problem).toBe('PRIVATE_ADDRESS');
    expect(inside.requests).toHaveLength(0);
  });

  it('stops an endless body at the cap without reading on', async () => {
    let written = 0;
    const closed = new Promise<number>((resolve) => {
      void serve(publicHost, (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (written < 50 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => resolve(written));
        pump();
      }).then((site) => fetchCalendar(site.url()).then((result) => results.push(result)));
    });
    const results: SafeFetchResult[] = [];
    const started = performance.now();
    const sent = await closed;
    const elapsed = performance.now() - started;
    await expect.poll(() => results.length).toBe(1);
    expect(failure(results[0] as SafeFetchResult)).toMatchObject({ problem: 'TOO_LARGE', retryable: false });
    console.info(
      `endless body: server sent ${(sent / 1024 / 1024).toFixed(1)} MiB before the close, ${elapsed.toFixed(0)} ms`,
    );
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    const site = await serve(publicHost, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(50 * 1024 * 1024) });
      response.write(Buffer.alloc(1024, 'x'));
    });
    const started = performance.now();
    expect(failure(await fetchCalendar(site.url())).problem).toBe('TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(failure(await fetchCalendar(site.url(), { maxBytes: 1024 })).problem).toBe('TOO_LARGE');
  });

  it('decodes gzip, brotli and deflate, and stops a gzip bomb at the cap', async () => {
    // A gigabyte of zeros as 64 gzip members of 16 MiB: about a megabyte on the wire.
    const member = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 64 }, () => member));
    const body = Buffer.from(ics);
    const encoded: Record<string, [string, Buffer]> = {
      '/gzip': ['gzip', gzipSync(body)],
      '/br': ['br', brotliCompressSync(body)],
      '/deflate': ['deflate', deflateSync(body)],
      '/raw-deflate': ['deflate', deflateRawSync(body)],
      '/bomb': ['gzip', bomb],
      '/broken': ['gzip', Buffer.from('not gzip at all')],
      '/unknown': ['compress', body],
    };
    const site = await serve(publicHost, (request, response) => {
      const [coding, bytes] = encoded[request.url ?? ''] ?? ['identity', body];
      response.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': coding }).end(bytes);
    });
    for (const path of ['/gzip', '/br', '/deflate', '/raw-deflate'])
      expect(await fetchCalendar(site.url(path)), path).toMatchObject({ status: 'ok', body: ics });
    const started = performance.now();
    expect(failure(await fetchCalendar(site.url('/bomb'))).problem).toBe('TOO_LARGE');
    const elapsed = performance.now() - started;
    console.info(
      `gzip bomb of ${(bomb.length / 1024).toFixed(0)} KiB (1 GiB inside): refused in ${elapsed.toFixed(0)} ms`,
    );
    expect(elapsed).toBeLessThan(3_000);
    expect(failure(await fetchCalendar(site.url('/broken'))).problem).toBe('BAD_RESPONSE');
    expect(failure(await fetchCalendar(site.url('/unknown'))).problem).toBe('BAD_RESPONSE');
  });

  it('gives up a silent or dripping server when the time is up, counting the body in', async () => {
    const site = await serve(publicHost, (request, response) => {
      if (request.url === '/silent') return;
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const drip = setInterval(() => response.write('x'), 100);
      response.on('close', () => clearInterval(drip));
    });
    for (const path of ['/silent', '/drip']) {
      const started = performance.now();
      const result = failure(await fetchCalendar(site.url(path), { timeoutMs: 600 }));
      const elapsed = performance.now() - started;
      expect(result, path).toMatchObject({ problem: 'TIMEOUT', retryable: true });
      expect(elapsed, path).toBeGreaterThanOrEqual(590);
      expect(elapsed, path).toBeLessThan(3_000);
    }
  });

  it('reports HTTP errors with their status, retryable when the site may recover', async () => {
    const site = await serve(publicHost, (request, response) => {
      const status = Number(request.url?.slice(1));
      response.writeHead(status, status === 503 ? { 'retry-after': '120' } : {}).end();
    });
    const at = async (status: number) => failure(await fetchCalendar(site.url(`/${status}`)));
    expect(await at(404)).toEqual({ status: 'failed', problem: 'HTTP_ERROR', httpStatus: 404, retryable: false });
    expect(await at(410)).toMatchObject({ httpStatus: 410, retryable: false });
    expect(await at(403)).toMatchObject({ httpStatus: 403, retryable: false });
    expect(await at(429)).toMatchObject({ httpStatus: 429, retryable: true });
    expect(await at(500)).toMatchObject({ httpStatus: 500, retryable: true });
    expect(await at(503)).toMatchObject({ httpStatus: 503, retryable: true, retryAfterSeconds: 120 });
    // 304 to a request without validators is not "unchanged".
    expect(await at(304)).toMatchObject({ problem: 'HTTP_ERROR', httpStatus: 304 });
    expect(describeSourceFetchFailure(await at(404))).toContain('ошибка 404');
  });

  it('tells an unreachable site, a broken connection, a failed TLS handshake and an unknown name apart', async () => {
    // A port nothing listens on any more.
    const { port } = await serve(publicHost, calendarServer);
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    const site = await serve(publicHost, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      setTimeout(() => response.socket?.destroy(), 20);
    });

    expect(failure(await fetchCalendar(`http://${publicHost}:${port}/`))).toMatchObject({
      problem: 'UNREACHABLE',
      retryable: true,
    });
    expect(failure(await fetchCalendar(site.url()))).toMatchObject({ problem: 'UNREACHABLE', retryable: true });
    expect(failure(await fetchCalendar(site.url().replace('http:', 'https:')))).toMatchObject({
      problem: 'TLS',
      retryable: false,
    });
    const unknown: SourceLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const flaky: SourceLookup = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    expect(failure(await fetchCalendar('https://no-such-venue.example.com/', { lookup: unknown }))).toMatchObject({
      problem: 'NOT_FOUND',
      retryable: false,
    });
    expect(failure(await fetchCalendar('https://venue.example.com/', { lookup: flaky })).problem).toBe('UNREACHABLE');
  });

  // A certificate made for the test, so no key is kept in the repository; needs the openssl command.
  it.skipIf(!hasOpenssl())('refuses a site whose certificate is not trusted, reached by name over https', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'safe-fetch-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
          ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
          ...['-subj', '/CN=calendar.venue.example.com', '-addext', 'subjectAltName=DNS:calendar.venue.example.com'],
        ],
        { stdio: 'ignore' },
      );
      const tls = { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) };
      const requests: IncomingMessage[] = [];
      const server = https.createServer(tls, (request, response) => {
        requests.push(request);
        calendarServer(request, response);
      });
      await new Promise<void>((resolve) => server.listen(0, publicHost, resolve));
      servers.push(server);
      const { port } = server.address() as AddressInfo;
      const lookup: SourceLookup = async () => [{ address: publicHost, family: 4 }];
      const result = failure(await fetchCalendar(`https://calendar.venue.example.com:${port}/`, { lookup }));
      expect(result).toMatchObject({ problem: 'TLS', retryable: false });
      expect(requests).toHaveLength(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops when the caller cancels', async () => {
    const site = await serve(publicHost, () => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = failure(await fetchCalendar(site.url(), { signal: controller.signal }));
    expect(result).toMatchObject({ problem: 'CANCELLED', retryable: true });
  });
});
