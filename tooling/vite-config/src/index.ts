import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, type Logger, type ProxyOptions, type UserConfig } from 'vite';
import { buildInfoPlugin } from './build-info.ts';
import { securityHeadersPreview, serverRenderPreview } from './preview.ts';

export { SERVER_BUILD_DIR, SERVER_RENDER_ENV, type ServerEntry } from '@mesto/server-render/server-render';
export {
  BUILDS_DIR,
  type BuildInfo,
  buildInfoPlugin,
  buildMetaFile,
  createBuildInfo,
  DEV_BUILD_ID,
  LATEST_BUILD_FILE,
} from './build-info.ts';
export { serverRenderPreview } from './preview.ts';

/**
 * The API that the dev and preview servers forward `/api` and `/sockets` to. Build tooling reads it here (the
 * app's own code reads its public settings in its `src/config/env.ts`); `bin/start.mjs` and the e2e setup set it.
 */
export const API_TARGET_ENV = 'MESTO_API_TARGET';
export const DEFAULT_API_TARGET = 'http://127.0.0.1:3000';

// The workspace packages export their TypeScript source through barrel files (`@mesto/ui` re-exports every
// component). Their modules do nothing when imported, but they carry no `sideEffects: false` hint, so without this
// every component of the barrel (Radix dialog, menu, popper…) would land in the first load of every app.
// `packages/app-shell/src` is covered too (it also says `sideEffects: false`): its account menu, phone menu sheet and
// toaster must stay in their lazy chunks.
const WORKSPACE_SOURCE = /\/packages\/[^/]+\/src\/.+\.tsx?$/;

/** Tree-shaking hint: workspace TypeScript modules are pure; everything else keeps its own package.json hint. */
export function workspaceSourceIsPure(id: string): boolean | undefined {
  return WORKSPACE_SOURCE.test(id) ? false : undefined;
}

/**
 * Vite's logger without one kind of noise: a browser tab that closes drops its realtime websocket, which the proxy
 * reports as `ws proxy socket error … ECONNRESET` (or EPIPE). Nothing is wrong then; every other message passes.
 */
function quietProxyLogger(): Logger {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = (options?.error as NodeJS.ErrnoException | null | undefined)?.code;
    if ((code === 'ECONNRESET' || code === 'EPIPE') && message.includes('ws proxy')) return;
    error(message, options);
  };
  return logger;
}

export type AppConfigOptions = {
  /** `vite` (hot reload): 5173 for the visitor site, 5174 for the business panel. */
  devPort: number;
  /** `vite preview` (the built app): 4173 and 4174. These are the origins the API allows by default. */
  previewPort: number;
  /**
   * The app renders its pages on the server from `src/entry-server.tsx` (built by `vite build --ssr` into
   * `dist-ssr/`); `vite preview` then serves them rendered.
   */
  serverRender?: boolean;
};

/**
 * The Vite config both front ends share: React, Tailwind v4, build metadata, and a same-origin proxy of the API,
 * so the httpOnly session cookies work without CORS in development and preview exactly as in production
 * (where the CDN or the load balancer routes `/api` and `/sockets` to the API).
 */
export function appConfig({ devPort, previewPort, serverRender = false }: AppConfigOptions): UserConfig {
  const target = process.env[API_TARGET_ENV] || DEFAULT_API_TARGET;
  // The Host header is kept (no changeOrigin): the API then sees the app's own origin and accepts its writes.
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target },
    '/sockets': { target, ws: true },
  };
  return {
    customLogger: quietProxyLogger(),
    plugins: [
      react(),
      tailwindcss(),
      buildInfoPlugin(),
      securityHeadersPreview(),
      ...(serverRender ? [serverRenderPreview({ apiTarget: target })] : []),
    ],
    // The server build carries everything it needs: it runs from the app's folder, where pnpm links only the app's
    // own dependencies, not those of the workspace packages it imports.
    ssr: { noExternal: true },
    server: { host: '127.0.0.1', port: devPort, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true, proxy },
    // The manifest (dist/.vite/manifest.json) tells bin/bundle-size.mjs which chunks the first load needs.
    build: {
      target: 'es2022',
      manifest: true,
      // MESTO_SOURCEMAP=1: maps beside the chunks, not named in them, so a profile of a page's load reads in source
      // names (bench/start-up-tasks.ts); the code is the same as without.
      sourcemap: process.env.MESTO_SOURCEMAP === '1' ? 'hidden' : false,
      reportCompressedSize: false,
      rolldownOptions: {
        treeshake: { moduleSideEffects: workspaceSourceIsPure },
        // The first load needs zod/mini (public settings) and zod's core; full zod is for the screens' filter schemas.
        // Left to the default grouping, full zod was merged into a chunk the entry imports (+14 kB on every first
        // load); in a chunk of its own it loads with the first screen that needs it.
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'zod-classic', test: /[\\/]zod[\\/]v4[\\/]classic[\\/]/ }],
          },
        },
      },
    },
  };
}
