// The edge of deploy/ on loopback: the real HAProxy running deploy/haproxy.cfg itself (only its addresses, ports and
// certificate folder moved to loopback and a temporary folder, each rewrite required to match), with a self-signed
// certificate written by deploy/certbot-deploy-hook.sh as certbot would have it, in front of a small HTTP server
// standing in for an API node. Skipped (not failed) where haproxy or openssl is not installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const deploy = join(root, 'deploy');
const installed = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const runnable = installed('haproxy', ['-v']) && installed('openssl', ['version']);

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Seen = { url: string; headers: IncomingHttpHeaders };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Replaces `from` in the configuration, which must occur exactly `times` times: a changed shape fails the test. */
function rewrite(config: string, from: string, to: string, times = 1): string {
  expect(config.split(from).length - 1, `deploy/haproxy.cfg contains "${from}" ${times} time(s)`).toBe(times);
  return config.replaceAll(from, to);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.skipIf(!runnable)('the edge (deploy/haproxy.cfg on loopback)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mesto-edge-'));
  const seen: Seen[] = [];
  const certs = join(scratch, 'certs');
  const started: ChildProcess[] = [];
  let node: Server;
  let nodePort = 0;
  let haproxyLog = '';
  let certificate = '';
  type Ports = { http: number; https: number; internal: number; stats: number };
  const ports: Ports = { http: 0, https: 0, internal: 0, stats: 0 };

  /** deploy/haproxy.cfg with its addresses, ports and certificate folder moved to loopback and the scratch folder. */
  function loopbackConfig(to: Ports): string {
    let config = readFileSync(join(deploy, 'haproxy.cfg'), 'utf8');
    config = rewrite(config, 'bind :80\n', `bind 127.0.0.1:${to.http}\n`);
    config = rewrite(
      config,
      'bind :443 ssl crt /usr/local/etc/haproxy/certs/',
      `bind 127.0.0.1:${to.https} ssl crt ${certs}/`,
    );
    config = rewrite(config, 'bind :8081\n', `bind 127.0.0.1:${to.internal}\n`);
    config = rewrite(config, 'bind :8404\n', `bind 127.0.0.1:${to.stats}\n`);
    return rewrite(config, ' api:3000', ` 127.0.0.1:${nodePort}`);
  }

  /** Starts HAProxy on a configuration; ready when its stats frontend answers (not counted by the rate limit). */
  async function startHaproxy(config: string, to: Ports, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
    const file = join(scratch, `haproxy-${to.http}.cfg`);
    writeFileSync(file, config);
    const child = spawn('haproxy', ['-db', '-f', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    const collect = (chunk: Buffer) => {
      haproxyLog += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await send(`http://127.0.0.1:${to.stats}/stats`).catch(() => null);
      if (up?.status === 200) return child;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`haproxy did not start:\n${haproxyLog}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  async function freePorts(): Promise<Ports> {
    return { http: await freePort(), https: await freePort(), internal: await freePort(), stats: await freePort() };
  }

  /** One request through the balancer: HTTPS with the test's own certificate as the only trusted one. */
  function send(
    url: string,
    options: { headers?: Record<string, string>; localAddress?: string; host?: string; agent?: HttpsAgent } = {},
  ): Promise<Answer> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    return new Promise((done, fail) => {
      const request = (secure ? httpsRequest : httpRequest)(
        {
          host: '127.0.0.1',
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { host: options.host ?? 'gorod.example', ...options.headers },
          localAddress: options.localAddress ?? '127.0.0.1',
          agent: options.agent ?? false,
          ...(secure ? { ca: certificate, servername: 'gorod.example' } : {}),
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('error', fail);
      request.end();
    });
  }

  beforeAll(async () => {
    // A certificate for gorod.example, placed by certbot's deploy hook exactly as the certbot service does it.
    const lineage = join(scratch, 'letsencrypt/live/gorod.example');
    mkdirSync(lineage, { recursive: true });
    mkdirSync(certs);
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=gorod.example', '-addext', 'subjectAltName=DNS:gorod.example,DNS:business.gorod.example'],
        ...['-keyout', join(lineage, 'privkey.pem'), '-out', join(lineage, 'fullchain.pem')],
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    certificate = readFileSync(join(lineage, 'fullchain.pem'), 'utf8');
    const hook = spawnSync('sh', [join(deploy, 'certbot-deploy-hook.sh')], {
      encoding: 'utf8',
      env: { ...process.env, RENEWED_LINEAGE: lineage, CERTS_DIR: certs },
    });
    expect(hook.status, hook.stderr).toBe(0);

    // The stand-in API node: ready, and answering every other request with 200 after noting what reached it.
    node = createServer((request, response) => {
      if (request.url === '/api/health/ready') {
        response.writeHead(200).end('{"status":"ready"}');
        return;
      }
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((done) => node.listen(0, '127.0.0.1', done));
    nodePort = (node.address() as AddressInfo).port;
    Object.assign(ports, await freePorts());
    const { EDGE_TLS: _unset, ...env } = process.env;
    await startHaproxy(loopbackConfig(ports), ports, env);
  });

  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await new Promise<void>((done) => (node ? node.close(() => done()) : done()));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('redirects plain HTTP to HTTPS, path and query kept, except the ACME challenge path', async () => {
    const answer = await send(`http://127.0.0.1:${ports.http}/events?day=today`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://gorod.example/events?day=today');
    expect(answer.headers['strict-transport-security']).toBeUndefined();

    // The challenge goes to the ACME client (absent here: 503), never to a redirect or to an API node.
    const challenge = await send(`http://127.0.0.1:${ports.http}/.well-known/acme-challenge/token-1`);
    expect(challenge.status).toBe(503);
    expect(seen.some((request) => request.url.includes('acme-challenge'))).toBe(false);
  });

  it('serves HTTPS with HSTS; the node gets X-Forwarded-Proto https, the client address and a request id', async () => {
    const answer = await send(`https://127.0.0.1:${ports.https}/api/events`, {
      // What a client may not choose: each is replaced by the balancer's own.
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'planted-id' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const reached = seen.findLast((request) => request.url === '/api/events');
    expect(reached?.headers['x-forwarded-proto']).toBe('https');
    expect(reached?.headers['x-forwarded-for']).toBe('127.0.0.1');
    const id = reached?.headers['x-request-id'];
    expect(id).toMatch(UUID);
    // The same id in the answer and in HAProxy's log line of the request: the API logs it too (it trusts the balancer).
    expect(answer.headers['x-request-id']).toBe(id);
    await expect.poll(() => haproxyLog, { timeout: 3000 }).toContain(`"GET /api/events HTTP/1.1" id=${id}`);
  });

  it('refuses /api/docs and /api/internal/* on the public frontend, however the path is spelled', async () => {
    for (const path of ['/api/internal/bot/ping', '/api/docs', '/api/docs/json', '/API/Docs', '/api/%69nternal/x']) {
      const answer = await send(`https://127.0.0.1:${ports.https}${path}`);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404, message: 'Не найдено' });
      // HAProxy's own answers carry a request id too.
      expect(answer.headers['x-request-id'], path).toMatch(UUID);
    }
    expect(seen.some((request) => /internal|docs/i.test(request.url))).toBe(false);
    // The API's own paths that merely start alike still pass.
    expect((await send(`https://127.0.0.1:${ports.https}/api/documents-of-city`)).status).toBe(200);
  });

  it('lets the bot reach the internal routes through the internal frontend only', async () => {
    const answer = await send(`http://127.0.0.1:${ports.internal}/api/internal/bot/ping`, {
      headers: { 'x-request-id': 'bot-call-1' },
    });
    expect(answer.status).toBe(200);
    const reached = seen.findLast((request) => request.url === '/api/internal/bot/ping');
    // The bot's own id is kept there (it is on the compose network), so its log and the API's join.
    expect(reached?.headers['x-request-id']).toBe('bot-call-1');
  });

  it("sends Telegram's webhook path to the bot's backend, not to an API node", async () => {
    const answer = await send(`https://127.0.0.1:${ports.https}/telegram/webhook`);
    // No bot runs here: HAProxy's 503 shows the request went to the bot's backend.
    expect(answer.status).toBe(503);
    expect(seen.some((request) => request.url.startsWith('/telegram'))).toBe(false);
  });

  it("exports HAProxy's own metrics, with every HAProxy series the dashboard and the alerts use", async () => {
    const answer = await send(`http://127.0.0.1:${ports.stats}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/^haproxy_backend_active_servers\{proxy="api"\} 10$/m);
    const used = [
      readFileSync(join(deploy, 'observability/alerts.yml'), 'utf8'),
      readFileSync(join(deploy, 'observability/grafana/dashboards/mesto.json'), 'utf8'),
    ].flatMap((text) => text.match(/\bhaproxy_\w+/g) ?? []);
    expect(used.length).toBeGreaterThan(0);
    for (const name of new Set(used)) expect(answer.body, name).toMatch(new RegExp(`^${name}\\{`, 'm'));
  });

  it('answers 429 past 300 requests in 10 s from one address, others unaffected', async () => {
    // From an address of its own (127.0.0.2), so the other tests' requests do not count; over one kept-alive
    // connection, so that 300 requests take well under the 10 s window on a busy machine (a TLS handshake each took
    // ~30 ms under load, and the first requests had left the window before the 301st).
    const agent = new HttpsAgent({ keepAlive: true, maxSockets: 1 });
    try {
      const started = performance.now();
      const statuses: number[] = [];
      for (let count = 0; count < 300; count += 1) {
        const answer = await send(`https://127.0.0.1:${ports.https}/api/feed`, { localAddress: '127.0.0.2', agent });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(performance.now() - started, 'the 300 requests within the window').toBeLessThan(9000);
      const refused = await send(`https://127.0.0.1:${ports.https}/api/feed`, { localAddress: '127.0.0.2', agent });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(JSON.parse(refused.body).message).toMatch(/^Слишком много запросов/);
    } finally {
      agent.destroy();
    }
    expect((await send(`https://127.0.0.1:${ports.https}/api/feed`)).status).toBe(200);
  });

  it('closes the 101st open connection from one address', async () => {
    const open: Socket[] = [];
    try {
      for (let count = 0; count < 100; count += 1) {
        const socket = connect({ host: '127.0.0.1', port: ports.http, localAddress: '127.0.0.4' });
        await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
        open.push(socket);
      }
      // Let HAProxy accept and count them all before the next one.
      await new Promise((done) => setTimeout(done, 200));
      const extra = connect({ host: '127.0.0.1', port: ports.http, localAddress: '127.0.0.4' });
      open.push(extra);
      const closed = await new Promise<boolean>((done) => {
        extra.once('close', () => done(true));
        extra.once('error', () => done(true));
        setTimeout(() => done(false), 3000);
      });
      expect(closed).toBe(true);
      // The first hundred are still served.
      const first = open[0] as Socket;
      first.write('GET /api/events HTTP/1.1\r\nHost: gorod.example\r\n\r\n');
      const reply = await new Promise<string>((done) => first.once('data', (chunk: Buffer) => done(chunk.toString())));
      expect(reply).toMatch(/^HTTP\/1\.1 301/);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });

  it('with EDGE_TLS=off (a laptop) serves plain HTTP, reads no certificate, and still keeps the internal routes in', async () => {
    const plain = await freePorts();
    // No certificate at all: the TLS bind is not read.
    const config = loopbackConfig(plain).replaceAll(`${certs}/`, join(scratch, 'no-such-folder/'));
    await startHaproxy(config, plain, { ...process.env, EDGE_TLS: 'off' });
    const answer = await send(`http://127.0.0.1:${plain.http}/api/events?plain=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const reached = seen.findLast((request) => request.url === '/api/events?plain=1');
    expect(reached?.headers['x-forwarded-proto']).toBe('http');
    expect(reached?.headers['x-request-id']).toBe(answer.headers['x-request-id']);
    expect((await send(`http://127.0.0.1:${plain.http}/api/internal/bot/ping`)).status).toBe(404);
    await expect(send(`https://127.0.0.1:${plain.https}/api/events`)).rejects.toThrow();
  });

  it('cuts a client trickling its request head (slowloris) with a 408 after 10 s', { timeout: 20_000 }, async () => {
    const config = readFileSync(join(deploy, 'haproxy.cfg'), 'utf8');
    expect(config).toMatch(/^[ \t]*timeout http-request 10s$/m);
    const socket = connect({ host: '127.0.0.1', port: ports.http, localAddress: '127.0.0.3' });
    const started = Date.now();
    let received = '';
    // Writing after HAProxy closed fails (EPIPE); the close is what is measured.
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.write('GET /api/events HTTP/1.1\r\nHost: gorod.example\r\n');
    // A header line every second: never idle, never complete.
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1000);
    const closedAfter = await new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.[01] 408/);
    expect(closedAfter).toBeGreaterThan(9_500);
    expect(closedAfter).toBeLessThan(13_000);
  });
});
