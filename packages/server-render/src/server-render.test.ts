import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deferAppScripts, encodeBody, inlineStylesheets } from './server-render.ts';

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

describe('deferAppScripts', () => {
  const template =
    '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n<link rel="icon" href="/favicon.svg" /></head>' +
    '<body><div id="root"></div></body>';

  it('takes the entry and its preloads out of the head and starts them from the end of the body', () => {
    const page = deferAppScripts(template);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" />');
    const loader = /<script>(.*)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('["/assets/index-a1.js"]');
    expect(loader).toContain('["/assets/react-b2.js"]');
  });

  it('adds the entry, then its preloads a few per task, two frames after the paint, or all at once in a hidden tab', () => {
    const preloads = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    const many =
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
      preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n`).join('') +
      '</head><body><div id="root"></div></body>';
    const loader = /<script>(.*)<\/script><\/body>/.exec(deferAppScripts(many))?.[1] ?? '';
    const entry = { tag: 'script', type: 'module', src: '/assets/index-a1.js', crossOrigin: '' };
    const links = preloads.map((href) => ({ tag: 'link', rel: 'modulepreload', href, crossOrigin: '' }));
    for (const visibilityState of ['visible', 'hidden'] as const) {
      const added: Record<string, unknown>[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = {
        visibilityState,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (node: Record<string, unknown>) => added.push(node) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
      if (visibilityState === 'hidden') {
        expect(added).toEqual([entry, ...links]);
        continue;
      }
      expect(added).toEqual([]);
      frames.shift()?.();
      expect(added).toEqual([]);
      frames.shift()?.();
      expect(added).toEqual([]);
      // Each task adds six at most, and leaves the rest to the next one.
      const sizes: number[] = [];
      while (timers.length > 0) {
        const before = added.length;
        timers.shift()?.();
        sizes.push(added.length - before);
      }
      expect(sizes).toEqual([7, 6, 2]);
      expect(added).toEqual([entry, ...links]);
    }
  });

  it('writes a `$` in an asset name as it is: it never expands into a part of the page', () => {
    const odd = template.replace('/assets/react-b2.js', () => "/assets/$&$'$`$$-b2.js");
    const page = deferAppScripts(odd);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
    expect(page).toContain(`["/assets/$&$'$\`$$-b2.js"]`);
    expect(page.endsWith('</script></body>')).toBe(true);
  });

  it('leaves a page without a module entry as it is', () => {
    expect(deferAppScripts('<head></head><body></body>')).toBe('<head></head><body></body>');
  });
});
