// What can be checked of deploy/ without a container engine: the compose file, read with its variables as compose
// would substitute them, has the production shape, requires every setting that has no safe default, takes every
// secret from a file, pins every image and rotates every log; a laptop's local.env gives plain HTTP and the demo
// city; every Dockerfile it builds exists and copies only paths the repository has; HAProxy accepts its
// configuration and finds the services compose names; the observability files parse and chart only series the
// API exports. The configuration's behaviour on loopback is edge.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const deploy = join(root, 'deploy');
const read = (path: string) => readFileSync(join(deploy, path), 'utf8');
const installed = (command: string, args: string[]) => spawnSync(command, args).status === 0;

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  deploy?: { replicas?: number };
  logging?: { driver: string; options: Record<string, string> };
};
type Compose = {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};

/**
 * Compose's variable substitution: `$$`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`,
 * `${NAME?message}`, defaults themselves substituted. A required variable that is missing is collected in `missing`.
 */
function substitute(text: string, env: Record<string, string>, missing: Set<string>): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char !== '$') {
      out += char;
      continue;
    }
    if (text[index + 1] === '$') {
      out += '$';
      index += 1;
      continue;
    }
    if (text[index + 1] !== '{') {
      out += char;
      continue;
    }
    let depth = 0;
    let end = index + 1;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    const inner = text.slice(index + 2, end);
    const name = /^[A-Za-z_]\w*/.exec(inner)?.[0] ?? '';
    const operator = /^:?[-?]/.exec(inner.slice(name.length))?.[0] ?? '';
    const rest = inner.slice(name.length + operator.length);
    const value = env[name];
    const unset = operator.startsWith(':') ? !value : value === undefined;
    if (operator.endsWith('-')) out += unset ? substitute(rest, env, missing) : value;
    else if (operator.endsWith('?') && unset) missing.add(name);
    else out += value ?? '';
    index = end;
  }
  return out;
}

function substituteAll<T>(value: T, env: Record<string, string>, missing: Set<string>): T {
  if (typeof value === 'string') return substitute(value, env, missing) as T;
  if (Array.isArray(value)) return value.map((item) => substituteAll(item, env, missing)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteAll(item, env, missing)]),
    ) as T;
  }
  return value;
}

const rawCompose = parse(read('compose.yaml'), { merge: true }) as Compose;
/** The compose file as `docker compose` reads it with the given variables, and which required ones were missing. */
function composeWith(env: Record<string, string>): { compose: Compose; missing: string[] } {
  const missing = new Set<string>();
  const compose = substituteAll(rawCompose, env, missing);
  return { compose, missing: [...missing].sort() };
}
/** deploy/local.env as compose reads an env file. */
const localEnv = Object.fromEntries(
  read('local.env')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const serverEnv = { SITE_HOST: 'gorod.example', SECRETS_DIR: '/etc/mesto/secrets' };
const production = composeWith(serverEnv).compose;
const local = composeWith(localEnv).compose;
const haproxyConfig = read('haproxy.cfg').replace(/#.*/g, '');

/** The source paths of a Dockerfile's COPY lines that come from the build context (not from another stage). */
function contextCopies(dockerfile: string): string[] {
  return readFileSync(dockerfile, 'utf8')
    .split('\n')
    .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
    .flatMap((line) =>
      line
        .replace(/^COPY\s+/, '')
        .split(/\s+/)
        .slice(0, -1),
    );
}

/** A section of haproxy.cfg (`backend api`, `frontend web`) up to the next one. */
function haproxySection(name: string): string {
  const next = '^(?:global|defaults|resolvers|frontend|backend|listen|peers)\\b';
  const match = new RegExp(`^${name}\\n([\\s\\S]*?)(?=${next}|$(?![\\s\\S]))`, 'm').exec(haproxyConfig);
  expect(match, `haproxy.cfg has "${name}"`).not.toBeNull();
  return match?.[1] ?? '';
}

/** Runs the migrate service's command with a stand-in `node` that prints its arguments. */
function migrateArguments(compose: Compose): string {
  const bin = mkdtempSync(join(tmpdir(), 'mesto-migrate-'));
  try {
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho "$@"\n', { mode: 0o755 });
    const [shell = '', ...args] = compose.services.migrate?.command ?? [];
    const run = spawnSync(shell, args, {
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH}`, ...compose.services.migrate?.environment },
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.trim();
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe('deploy/compose.yaml', () => {
  it('runs the production shape: databases, object store, migrate step, API nodes, backups, balancer', () => {
    expect(Object.keys(production.services).sort()).toEqual(
      [
        'api',
        'backup',
        'bot',
        'certbot',
        'grafana',
        'lb',
        'migrate',
        'postgres',
        'prometheus',
        'redis',
        's3',
        's3-bucket',
      ].sort(),
    );
    const api = production.services.api;
    expect(api?.image).toBe('mesto-api');
    expect(api?.deploy?.replicas).toBe(2);
    expect(api?.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    expect(api?.environment).toMatchObject({
      MIGRATE_ON_START: 'off',
      STORAGE: 's3',
      S3_ENDPOINT: 'http://s3:8333',
      ALLOWED_ORIGINS: 'https://gorod.example,https://business.gorod.example',
      // Metrics listen on every interface of the container, on the compose network only: no port is published.
      METRICS_HOST: '0.0.0.0',
      METRICS_PORT: '9100',
    });
    expect(api?.environment?.REDIS_URL).toMatch(/^redis:/);

    const backup = production.services.backup;
    expect(backup).toMatchObject({
      image: 'mesto-backup',
      build: { context: '..', dockerfile: 'deploy/backup.Dockerfile' },
      environment: { BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '14' },
      depends_on: {
        postgres: { condition: 'service_healthy' },
        's3-bucket': { condition: 'service_completed_successfully' },
      },
    });
    expect(backup?.profiles).toBeUndefined();
    // The job reaches the same database and bucket as the API.
    for (const name of ['DATABASE_URL', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_FORCE_PATH_STYLE']) {
      expect(backup?.environment?.[name], name).toBe(api?.environment?.[name]);
    }
  });

  it('has no default for what only the operator can know, and takes every secret from a file', () => {
    // Without deploy/.env compose refuses to start, naming what is missing.
    expect(composeWith({}).missing).toEqual(['SECRETS_DIR', 'SITE_HOST']);

    // No secret is a variable (whose default could be a known word): each is a file of SECRETS_DIR.
    const secretName = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|PRIVATE_KEY/;
    for (const [, name] of read('compose.yaml').matchAll(/\$\{(\w+)/g)) {
      if (name === 'SECRETS_DIR') continue;
      expect(name, 'a secret given as a variable').not.toMatch(secretName);
    }
    for (const [name, secret] of Object.entries(rawCompose.secrets)) {
      expect(secret.file, name).toMatch(new RegExp(`^\\$\\{SECRETS_DIR:\\?[^}]*\\}/${name}$`));
    }
    for (const [serviceName, service] of Object.entries(production.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!secretName.test(key)) continue;
        const where = `${serviceName}: ${key}`;
        expect(key, where).toMatch(/_FILE$/);
        const [, secret = ''] = /^\/run\/secrets\/(\w+)$/.exec(value) ?? [];
        expect(service.secrets, where).toContain(secret);
        expect(rawCompose.secrets[secret], where).toBeDefined();
      }
    }
  });

  it.skipIf(!installed('openssl', ['version']))(
    'make-secrets.sh writes every secret file compose reads, random and never replaced',
    () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'mesto-secrets-')), 'secrets');
      try {
        const first = spawnSync('sh', [join(deploy, 'make-secrets.sh'), dir], { encoding: 'utf8' });
        expect(first.status, first.stderr).toBe(0);
        const values = Object.fromEntries(
          Object.keys(rawCompose.secrets).map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
        );
        // Only what the operator alone has (the bot's token, the VAPID key) is left empty: its feature stays off.
        const empty = Object.keys(values).filter((name) => values[name] === '');
        expect(empty.sort()).toEqual(['telegram_bot_token', 'vapid_private_key']);
        const random = Object.values(values).filter(Boolean);
        expect(new Set(random).size).toBe(random.length);
        for (const value of random) expect(value).toMatch(/^[0-9a-f]{20,}$/);
        expect(statSync(dir).mode & 0o777).toBe(0o700);

        writeFileSync(join(dir, 'telegram_bot_token'), '123:given');
        const second = spawnSync('sh', [join(deploy, 'make-secrets.sh'), dir], { encoding: 'utf8' });
        expect(second.stdout).toBe('');
        for (const name of Object.keys(values)) {
          expect(readFileSync(join(dir, name), 'utf8')).toBe(
            name === 'telegram_bot_token' ? '123:given' : values[name],
          );
        }
      } finally {
        rmSync(resolve(dir, '..'), { recursive: true, force: true });
      }
    },
  );

  it('pins every image it pulls to a release', () => {
    for (const [name, service] of Object.entries(production.services)) {
      if (service.build) continue;
      const [repository, tag = ''] = (service.image ?? '').split(':');
      expect(repository, name).toMatch(/^[\w./-]+$/);
      // A release: a version number in the tag, never `latest` nor a bare name.
      expect(tag, name).toMatch(/^[\w.-]+$/);
      expect(tag, name).toMatch(/\d/);
      expect(tag, name).not.toBe('latest');
    }
  });

  it('loads the demo city only when asked (SEED_DEMO=yes), as local.env does', () => {
    expect(migrateArguments(production)).toBe('--enable-source-maps dist/migrate.js');
    expect(migrateArguments(composeWith({ ...serverEnv, SEED_DEMO: 'true' }).compose)).toBe(
      '--enable-source-maps dist/migrate.js',
    );
    expect(migrateArguments(local)).toBe('--enable-source-maps dist/migrate.js --seed-if-empty');
  });

  it('a server gets HTTPS on 80 and 443; a laptop (local.env) plain HTTP on 8080', () => {
    expect(production.services.lb?.ports).toEqual(['80:80', '443:443']);
    expect(production.services.lb?.environment?.EDGE_TLS).toBe('on');
    expect(production.services.bot?.environment?.TELEGRAM_WEBHOOK_URL).toBe('https://gorod.example/telegram/webhook');
    expect(production.services.bot?.environment?.SITE_URL).toBe('https://gorod.example');

    expect(local.services.lb?.environment?.EDGE_TLS).toBe('off');
    expect(local.services.lb?.ports?.[0]).toBe('8080:80');
    expect(local.services.api?.environment?.ALLOWED_ORIGINS).toBe(
      'http://localhost:8080,http://business.localhost:8080',
    );
    // No public address for Telegram to post to: the bot polls.
    expect(local.services.bot?.environment?.TELEGRAM_WEBHOOK_URL).toBe('');
  });

  it('publishes only the balancer; Prometheus and Grafana on the machine itself', () => {
    for (const [name, service] of Object.entries(production.services)) {
      if (name === 'lb') continue;
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('declares every named volume a service mounts, and mounts every one it declares', () => {
    const named = Object.values(production.services).flatMap((service) =>
      (service.volumes ?? []).map((volume) => volume.split(':')[0] ?? '').filter((source) => /^\w/.test(source)),
    );
    expect([...new Set(named)].sort()).toEqual(Object.keys(production.volumes).sort());
  });

  it('rotates every container log', () => {
    for (const [name, service] of Object.entries(production.services)) {
      expect(service.logging?.driver, name).toBe('json-file');
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+m$/);
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThan(1);
    }
  });
});

describe('deploy/ Dockerfiles', () => {
  it('every Dockerfile compose builds exists and copies only what the repository has', () => {
    const dockerfiles = new Set(
      Object.values(production.services)
        .map((service) => service.build?.dockerfile)
        .filter((file): file is string => Boolean(file)),
    );
    expect([...dockerfiles].sort()).toEqual([
      'deploy/api.Dockerfile',
      'deploy/backup.Dockerfile',
      'deploy/bot.Dockerfile',
    ]);
    for (const dockerfile of dockerfiles) {
      const file = join(root, dockerfile);
      expect(existsSync(file), dockerfile).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text, `${dockerfile} runs as a user other than root`).toMatch(/^USER node$/m);
      expect(text, `${dockerfile} is multi-stage`).toMatch(/^FROM .+ AS runtime$/m);
      expect(text, `${dockerfile} has a health check`).toMatch(/^HEALTHCHECK /m);
      for (const source of contextCopies(file)) {
        expect(existsSync(join(root, source)), `${dockerfile}: COPY ${source}`).toBe(true);
      }
    }
    expect(readFileSync(join(root, 'deploy/api.Dockerfile'), 'utf8')).toContain('"dist/server.js"');
    const bot = readFileSync(join(root, 'deploy/bot.Dockerfile'), 'utf8');
    expect(bot).toContain('"dist/main.js"');
    // The bot's check asks the webhook server's /health on the port the compose file gives it.
    expect(bot).toContain("'/health'");
    expect(production.services.bot?.environment?.BOT_WEBHOOK_PORT).toBe('3100');
  });
});

describe('deploy/haproxy.cfg', () => {
  it('balances the `api` service of compose round robin, found through Docker DNS, checking readiness', () => {
    expect(haproxySection('resolvers docker')).toMatch(/^[ \t]*nameserver \w+ 127\.0\.0\.11:53$/m);
    const api = haproxySection('backend api');
    expect(api).toMatch(/^[ \t]*server-template api \d+ api:3000$/m);
    expect(api).toMatch(/^[ \t]*default-server .*\bcheck\b.*\bresolvers docker\b.*\binit-addr last,libc,none$/m);
    expect(api).toMatch(/balance roundrobin/);
    expect(api).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(production.services.api).toBeDefined();
    // No sticky sessions: neither a cookie nor a stick table in a backend pins a client to a node.
    for (const backend of ['api', 'bot', 'acme']) {
      expect(haproxySection(`backend ${backend}`)).not.toMatch(/^[ \t]*(cookie|stick|stick-table)\b/m);
    }
  });

  it('sends each path where compose runs its service, and keeps the internal ports unpublished', () => {
    const bot = production.services.bot?.environment ?? {};
    expect(haproxySection('backend bot')).toMatch(
      new RegExp(`^[ \\t]*server-template bot \\d+ bot:${bot.BOT_WEBHOOK_PORT}$`, 'm'),
    );
    expect(haproxySection('frontend web')).toContain('acl telegram_webhook path_beg /telegram/');
    expect(new URL(bot.TELEGRAM_WEBHOOK_URL ?? '').pathname.startsWith('/telegram/')).toBe(true);
    // The bot reaches the API through the internal frontend.
    const internalPort = /^[ \t]*bind :(\d+)$/m.exec(haproxySection('frontend internal'))?.[1];
    expect(bot.MESTO_API_URL).toBe(`http://lb:${internalPort}`);
    expect(production.services.lb?.ports?.some((port) => port.endsWith(`:${internalPort}`))).toBe(false);
    // ACME challenges reach certbot's standalone server on the port it renews with.
    const certbotPort = /--http-01-port (\d+)/.exec(production.services.certbot?.command?.[0] ?? '')?.[1];
    expect(haproxySection('backend acme')).toMatch(new RegExp(`server-template acme 1 certbot:${certbotPort}$`, 'm'));
    // Certificates are read where the volume is mounted.
    const certs = /ssl crt (\S+)/.exec(haproxySection('frontend web'))?.[1];
    expect(production.services.lb?.volumes).toContain(`certs:${certs?.replace(/\/$/, '')}:ro`);
    expect(production.services.certbot?.volumes).toContain('certs:/certs');
  });

  it('limits the request head time and keeps the public frontend off the internal routes', () => {
    expect(haproxySection('defaults')).toMatch(/^[ \t]*timeout http-request 10s$/m);
    const web = haproxySection('frontend web');
    expect(web).toMatch(/stick-table type ipv6 .*http_req_rate\(10s\)/);
    expect(web).toMatch(/http-request return status 429 .* if \{ sc0_http_req_rate gt \d+ \}/);
    expect(web).toMatch(/acl not_public .*\(internal\|docs\)/);
    expect(web).toMatch(/^[ \t]*http-request set-header X-Request-Id %\[unique-id\]$/m);
  });

  it.skipIf(!installed('haproxy', ['-v']) || !installed('openssl', ['version']))(
    'haproxy -c accepts the configuration, with TLS (a certificate in place) and with EDGE_TLS=off',
    () => {
      const scratch = mkdtempSync(join(tmpdir(), 'mesto-haproxy-'));
      try {
        const key = join(scratch, 'key.pem');
        const cert = join(scratch, 'cert.pem');
        const certs = join(scratch, 'certs');
        const made = spawnSync('openssl', [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
          ...['-subj', '/CN=gorod.example', '-keyout', key, '-out', cert],
        ]);
        expect(made.status).toBe(0);
        // The certificate folder holds what certbot's deploy hook writes: chain and key in one file.
        mkdirSync(certs);
        writeFileSync(join(certs, 'gorod.example.pem'), readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
        const config = join(scratch, 'haproxy.cfg');
        writeFileSync(config, read('haproxy.cfg').replaceAll('/usr/local/etc/haproxy/certs/', `${certs}/`));
        const { EDGE_TLS: _unset, ...env } = process.env;
        const tls = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8', env });
        expect(tls.status, tls.stderr).toBe(0);
        // Without EDGE_TLS=off a missing certificate is an error: production never falls back to plain HTTP.
        const noCertificate = spawnSync('haproxy', ['-c', '-f', join(deploy, 'haproxy.cfg')], {
          encoding: 'utf8',
          env,
        });
        expect(noCertificate.status).not.toBe(0);
        const plain = spawnSync('haproxy', ['-c', '-f', join(deploy, 'haproxy.cfg')], {
          encoding: 'utf8',
          env: { ...env, EDGE_TLS: 'off' },
        });
        expect(plain.status, plain.stderr).toBe(0);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  );
});

describe('deploy/observability', () => {
  const prometheus = parse(read('observability/prometheus.yml')) as {
    rule_files: string[];
    scrape_configs: Array<{
      job_name: string;
      dns_sd_configs?: Array<{ names: string[]; port: number }>;
      static_configs?: Array<{ targets: string[] }>;
    }>;
  };
  const alerts = parse(read('observability/alerts.yml')) as {
    groups: Array<{ rules: Array<{ alert: string; expr: string; for: string }> }>;
  };
  const dashboard = JSON.parse(read('observability/grafana/dashboards/mesto.json')) as {
    panels: Array<{ title: string; datasource: { uid: string }; targets: Array<{ expr: string }> }>;
  };
  const datasources = parse(read('observability/grafana/provisioning/datasources/prometheus.yml')) as {
    datasources: Array<{ uid: string; url: string }>;
  };
  const dashboards = parse(read('observability/grafana/provisioning/dashboards/mesto.yml')) as {
    providers: Array<{ options: { path: string } }>;
  };

  it('Prometheus scrapes every API node and HAProxy where compose runs them, with the alert rules', () => {
    const job = (name: string) => prometheus.scrape_configs.find((config) => config.job_name === name);
    expect(job('api')?.dns_sd_configs?.[0]).toMatchObject({ names: ['api'] });
    expect(String(job('api')?.dns_sd_configs?.[0]?.port)).toBe(production.services.api?.environment?.METRICS_PORT);
    const statsPort = /^[ \t]*bind :(\d+)$/m.exec(haproxySection('frontend stats'))?.[1];
    expect(job('haproxy')?.static_configs?.[0]?.targets).toEqual([`lb:${statsPort}`]);
    expect(haproxySection('frontend stats')).toContain('use-service prometheus-exporter');
    for (const file of prometheus.rule_files) {
      expect(production.services.prometheus?.volumes).toContain(`./observability/${file.split('/').pop()}:${file}:ro`);
    }
    const names = alerts.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(names).toEqual(expect.arrayContaining(['ApiNodeDown', 'Api5xxRate', 'ApiP95High', 'DbPoolSaturated']));
    expect(names).toContain('OutboxGrowing');
  });

  it('Grafana has the Prometheus data source and the dashboard its provisioning reads', () => {
    expect(datasources.datasources[0]?.url).toBe('http://prometheus:9090');
    const uid = datasources.datasources[0]?.uid;
    for (const panel of dashboard.panels) expect(panel.datasource.uid, panel.title).toBe(uid);
    expect(production.services.grafana?.volumes).toContain(
      `./observability/grafana/dashboards:${dashboards.providers[0]?.options.path}:ro`,
    );
    expect(dashboard.panels.map((panel) => panel.title)).toEqual(
      expect.arrayContaining([
        'Requests per second, by node',
        'p95 latency',
        '5xx rate',
        'Open realtime sockets',
        'Notification outbox depth',
        'Database pool',
      ]),
    );
  });

  it('charts and alerts on series the API exports (HAProxy’s own: edge.test.ts)', () => {
    const exported = readFileSync(join(root, 'apps/api/src/plugins/metrics.ts'), 'utf8');
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      ...alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ];
    const used = new Set(
      expressions.flatMap((expr) =>
        // Series are the names followed by a selector, a range or a closing parenthesis, once the label lists of
        // `by (…)` are gone.
        [...expr.replace(/\bby \([^)]*\)/g, '').matchAll(/\b([a-z_:][a-z0-9_:]*)\s*(?=[{[)])/g)].map(
          (match) => match[1] as string,
        ),
      ),
    );
    const apiSeries = [...used].filter((name) => !name.startsWith('haproxy_') && name !== 'up');
    expect(apiSeries.length).toBeGreaterThan(4);
    for (const name of apiSeries) {
      const series = name.replace(/_(bucket|sum|count)$/, '');
      expect(exported, name).toMatch(new RegExp(`(name: |registerGauge\\(\\s*)'${series}'`));
    }
  });
});
