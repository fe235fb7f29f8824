import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildInfoPlugin, createBuildInfo } from './build-info.ts';

describe('createBuildInfo', () => {
  it('makes a sortable id from the UTC time and random bytes', () => {
    expect(createBuildInfo(new Date('2026-11-22T03:04:05.678Z'), 'abc123')).toEqual({
      id: '20261122030405-abc123',
      builtAt: '2026-11-22T03:04:05.678Z',
    });
  });
});

describe('buildInfoPlugin', () => {
  it('writes builds/latest.json and builds/meta/{id}.json and exposes the id to the app', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mesto-build-info-'));
    try {
      await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
      await writeFile(join(root, 'main.js'), 'document.title = import.meta.env.VITE_BUILD_ID;');
      const info = { id: '20261122030405-abc123', builtAt: '2026-11-22T03:04:05.678Z' };
      await build({ root, logLevel: 'silent', configFile: false, plugins: [buildInfoPlugin({ info })] });
      const dist = join(root, 'dist');
      expect(JSON.parse(await readFile(join(dist, 'builds/latest.json'), 'utf8'))).toEqual(info);
      expect(JSON.parse(await readFile(join(dist, `builds/meta/${info.id}.json`), 'utf8'))).toEqual(info);
      const html = await readFile(join(dist, 'index.html'), 'utf8');
      const script = html.match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      expect(await readFile(join(dist, script ?? ''), 'utf8')).toContain(info.id);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
