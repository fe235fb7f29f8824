// The two pages the public pages are measured beside, made at run time in a temporary folder and served from the
// bench's process: a static HTML page (no script but a one-line toggle) and a bare React page (react-dom hydrating
// a trivial server-rendered tree, bundled for production by the esbuild the repo already has). Each has a button that
// shows and hides a block of text, the tap the INP bench measures on them. Measured in the same run as the product,
// a slower machine or another Chromium moves the baselines as well, and the ratios stay.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { visitorDir } from './site.ts';

export type BaselineSite = {
  url: string;
  /** The static page and the bare React page, as paths on `url`. */
  paths: { static: string; react: string };
  stop: () => void;
};

/** What a tap on the baselines' button toggles, and the button's name (the INP bench taps it by this name). */
export const BASELINE_BUTTON = 'Показать подробности';

const TEXT = {
  title: 'Джазовый вечер в «Месте»',
  lead: 'Живая музыка, три сета, вход свободный. Столики у сцены можно занять с семи вечера.',
  details: 'Программа: стандарты, босса-нова и немного фанка. Бар открыт до полуночи, кухня — до одиннадцати.',
};

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5;color:#1a1a1a}' +
  'h1{font-size:1.5rem}button{min-height:44px;padding:0 1rem;font:inherit}';

const page = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="description" content="${TEXT.lead}"><title>${title}</title><style>${STYLE}</style></head>` +
  `<body>${body}${script}</body></html>`;

/** The bare React app: one component, its state a boolean. Written as files for esbuild to bundle. */
const REACT_APP = `import { createElement as h, useState } from 'react';
export function App() {
  const [open, setOpen] = useState(false);
  return h('main', null,
    h('h1', null, ${JSON.stringify(TEXT.title)}),
    h('p', null, ${JSON.stringify(TEXT.lead)}),
    h('button', { type: 'button', 'aria-expanded': open, onClick: () => setOpen((value) => !value) }, ${JSON.stringify(BASELINE_BUTTON)}),
    open ? h('div', null, ${JSON.stringify(TEXT.details)}) : null);
}
`;
const REACT_CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
hydrateRoot(document.getElementById('root'), createElement(App));
`;
/** The same component rendered on the server by the same React, so the page hydrates what it shows. */
const REACT_SERVER = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
export const markup = renderToString(createElement(App));
`;

type Esbuild = {
  build(options: Record<string, unknown>): Promise<unknown>;
};

/** The esbuild tsx brings along (no dependency of the bench's own); React is the visitor app's. */
const esbuild = () => createRequire(fileURLToPath(import.meta.resolve('tsx')))('esbuild') as Esbuild;

async function writePages(dir: string) {
  const staticBody =
    `<main><h1>${TEXT.title}</h1><p>${TEXT.lead}</p><button type="button" aria-expanded="false">${BASELINE_BUTTON}</button>` +
    `<div hidden>${TEXT.details}</div></main>`;
  const toggle =
    '<script>document.querySelector("button").addEventListener("click",function(){var d=this.nextElementSibling;' +
    'd.hidden=!d.hidden;this.setAttribute("aria-expanded",String(!d.hidden))});</script>';
  writeFileSync(join(dir, 'static.html'), page(TEXT.title, staticBody, toggle));

  const source = join(dir, 'src');
  mkdirSync(source);
  writeFileSync(join(source, 'app.js'), REACT_APP);
  writeFileSync(join(source, 'client.js'), REACT_CLIENT);
  writeFileSync(join(source, 'server.js'), REACT_SERVER);
  const common = {
    bundle: true,
    format: 'esm',
    nodePaths: [join(visitorDir, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  };
  await esbuild().build({
    ...common,
    entryPoints: [join(source, 'client.js')],
    outfile: join(dir, 'react.js'),
    minify: true,
    target: 'es2022',
  });
  await esbuild().build({
    ...common,
    entryPoints: [join(source, 'server.js')],
    outfile: join(source, 'server.mjs'),
    platform: 'node',
    // react-dom/server is CommonJS: esbuild's ESM output needs a require for Node's own modules.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const { markup } = (await import(join(source, 'server.mjs'))) as { markup: string };
  writeFileSync(
    join(dir, 'react.html'),
    page(TEXT.title, `<div id="root">${markup}</div>`, '<script type="module" src="/react.js"></script>'),
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Makes the two pages and serves them gzipped (as the visitor site is) on a free port of the loopback. */
export async function startBaselines(): Promise<BaselineSite> {
  const dir = mkdtempSync(join(tmpdir(), 'mesto-baselines-'));
  await writePages(dir);
  const files = new Map(
    ['static.html', 'react.html', 'react.js'].map((name) => {
      const body = readFileSync(join(dir, name));
      return [`/${name}`, { body: gzipSync(body), type: TYPES[extname(name)] ?? 'application/octet-stream' }];
    }),
  );
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the baselines have no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    paths: { static: '/static.html', react: '/react.html' },
    stop: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
