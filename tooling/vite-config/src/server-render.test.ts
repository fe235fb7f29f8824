import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, inlineStylesheets } from './server-render.ts';

const page = `<!doctype html><html lang="ru"><body>${'<p>Джаз-клуб «Синкопа»</p>'.repeat(200)}</body></html>`;

describe('encodeBody', () => {
  it('sends brotli to a browser that accepts it, and the page reads back whole', async () => {
    const encoded = await encodeBody(page, 'gzip, deflate, br, zstd');
    expect(encoded.encoding).toBe('br');
    expect(encoded.body.length).toBeLessThan(Buffer.byteLength(page) / 4);
    expect(brotliDecompressSync(encoded.body as Buffer).toString('utf8')).toBe(page);
  });

  it('falls back to gzip, and sends the page as it is to a client that accepts neither', async () => {
    const gzipped = await encodeBody(page, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body as Buffer).toString('utf8')).toBe(page);
    expect(await encodeBody(page, undefined)).toEqual({ body: page, encoding: null });
    expect(await encodeBody(page, 'identity')).toEqual({ body: page, encoding: null });
  });

  it('leaves a small answer uncompressed', async () => {
    expect((await encodeBody('User-agent: *\nAllow: /\n', 'br')).encoding).toBeNull();
  });
});

describe('inlineStylesheets', () => {
  it('puts the built stylesheet into the page and leaves other links and a missing file alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mesto-inline-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-abc.css'), 'body{color:red}');
    const template =
      '<head><link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone.css"></head>';
    const page = inlineStylesheets(template, dir);
    expect(page).toContain('<style data-href="/assets/index-abc.css">body{color:red}</style>');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
  });
});
