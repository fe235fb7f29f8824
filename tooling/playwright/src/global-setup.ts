import { dirname } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startApi, startPreview } from './servers.ts';

/**
 * One real API (PGlite, demo data) and the built app in `vite preview`, on free ports, for the whole run.
 * Tests read the address from E2E_BASE_URL (workers inherit the environment set here).
 */
export default async function globalSetup(config: FullConfig) {
  const appDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const started = Date.now();
  const api = await startApi();
  let app: Awaited<ReturnType<typeof startPreview>>;
  try {
    app = await startPreview(appDir, api.url);
  } catch (error) {
    await api.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_API_URL = api.url;
  console.log(`e2e: API ${api.url}, app ${app.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return async () => {
    await app.stop();
    await api.stop();
  };
}
