// What can be checked of deploy/ without a container engine: the compose file parses and has the production shape,
// every Dockerfile it builds exists and copies only paths the repository has (or earlier stages make), and the
// HAProxy configuration is valid and sends traffic to the API services of the compose file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const deploy = join(root, 'deploy');
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
};
const compose = parse(readFileSync(join(deploy, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

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

describe('deploy/', () => {
  it('compose runs the production shape: databases, object store, migrate step, two API nodes, bot, balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api-1', 'api-2', 'bot', 'lb', 'migrate', 'minio', 'minio-bucket', 'postgres', 'redis'].sort(),
    );
    for (const node of ['api-1', 'api-2']) {
      const service = compose.services[node];
      expect(service?.image).toBe('mesto-api');
      expect(service?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(service?.environment?.MIGRATE_ON_START).toBe('off');
      expect(service?.environment?.REDIS_URL).toMatch(/^redis:/);
      expect(service?.environment?.STORAGE).toBe('s3');
    }
    expect(compose.services.migrate?.command?.slice(0, 3)).toEqual(['node', '--enable-source-maps', 'dist/migrate.js']);
  });

  it('every Dockerfile compose builds exists and copies only what the repository has', () => {
    const dockerfiles = new Set(
      Object.values(compose.services)
        .map((service) => service.build?.dockerfile)
        .filter((file): file is string => Boolean(file)),
    );
    expect([...dockerfiles].sort()).toEqual(['deploy/api.Dockerfile', 'deploy/bot.Dockerfile']);
    for (const dockerfile of dockerfiles) {
      const file = join(root, dockerfile);
      expect(existsSync(file), dockerfile).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text, `${dockerfile} runs as a user other than root`).toMatch(/^USER node$/m);
      expect(text, `${dockerfile} is multi-stage`).toMatch(/^FROM .+ AS runtime$/m);
      for (const source of contextCopies(file)) {
        // The bot arrives with its own slice; its Dockerfile is written against it.
        if (source.startsWith('apps/bot')) continue;
        expect(existsSync(join(root, source)), `${dockerfile}: COPY ${source}`).toBe(true);
      }
    }
    expect(readFileSync(join(root, 'deploy/api.Dockerfile'), 'utf8')).toContain('"dist/server.js"');
    expect(readFileSync(join(root, 'deploy/bot.Dockerfile'), 'utf8')).toContain('"dist/main.js"');
  });

  it('HAProxy balances the API services of compose round robin, checking readiness', () => {
    const config = readFileSync(join(deploy, 'haproxy.cfg'), 'utf8').replace(/#.*/g, '');
    const servers = [...config.matchAll(/^[ \t]*server (\S+) (\S+):3000/gm)].map((match) => match[2]);
    expect(servers).toEqual(['api-1', 'api-2']);
    expect(config).toMatch(/balance roundrobin/);
    expect(config).toMatch(/option httpchk GET \/api\/health\/ready/);
    // No sticky sessions: neither a cookie nor a stick table pins a client to a node.
    expect(config).not.toMatch(/^[ \t]*(cookie|stick|stick-table)\b|\bcookie\s+\w+\s+insert/m);
  });

  it.skipIf(spawnSync('haproxy', ['-v']).status !== 0)('haproxy -c accepts the configuration', () => {
    const check = spawnSync('haproxy', ['-c', '-f', join(deploy, 'haproxy.cfg')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });
});
