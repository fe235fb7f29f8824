import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What `builds/latest.json` and `builds/meta/{id}.json` hold (docs/architecture.md#build-check). */
export type BuildInfo = { id: string; builtAt: string };

/** Where the build files land inside the output folder, and where the running app asks for them. */
export const BUILDS_DIR = 'builds';
export const LATEST_BUILD_FILE = `${BUILDS_DIR}/latest.json`;
export const buildMetaFile = (id: string) => `${BUILDS_DIR}/meta/${id}.json`;

/** The id the dev server reports: it never changes, so a dev session never reloads for a "new build". */
export const DEV_BUILD_ID = 'dev';

/** A sortable, unique id: the UTC build time to the second and a few random bytes (two builds in one second differ). */
export function createBuildInfo(now: Date = new Date(), random: string = randomBytes(3).toString('hex')): BuildInfo {
  const stamp = now
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, '');
  return { id: `${stamp}-${random}`, builtAt: now.toISOString() };
}

/**
 * The id of the client build a server build goes with (`dist/builds/latest.json`, built just before): pages
 * rendered on the server say the same build id as the scripts that hydrate them.
 */
function clientBuildInfo(root: string | undefined): BuildInfo {
  const file = resolve(root ?? process.cwd(), 'dist', LATEST_BUILD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildInfo) : createBuildInfo();
}

/**
 * Gives every build an id, exposes it to the app as `import.meta.env.VITE_BUILD_ID`, and writes
 * `builds/latest.json` and `builds/meta/{id}.json` next to the app so a running tab can tell that a newer build
 * was deployed. The dev server answers `/builds/latest.json` with the fixed dev id.
 */
export function buildInfoPlugin(options: { info?: BuildInfo } = {}): Plugin {
  let info: BuildInfo = { id: DEV_BUILD_ID, builtAt: new Date().toISOString() };
  let serverBuild = false;
  return {
    name: 'mesto:build-info',
    config(config, { command, isSsrBuild }) {
      serverBuild = isSsrBuild === true;
      if (command === 'build') info = options.info ?? (isSsrBuild ? clientBuildInfo(config.root) : createBuildInfo());
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(info.id) } };
    },
    configureServer(server) {
      server.middlewares.use(`/${LATEST_BUILD_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(info));
      });
    },
    generateBundle() {
      // The server build renders the same build's pages: it has no build files of its own to publish.
      if (serverBuild) return;
      const source = `${JSON.stringify(info, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source });
      this.emitFile({ type: 'asset', fileName: buildMetaFile(info.id), source });
    },
  };
}
