import { dirname } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startStack } from './servers.ts';

/**
 * One real API (PGlite, demo data) and the built app in `vite preview`, on free ports, for the whole run.
 * Tests read the address from E2E_BASE_URL (workers inherit the environment set here).
 */
export default async function globalSetup(config: FullConfig) {
  const appDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const started = Date.now();
  const stack = await startStack(appDir);
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_API_URL = stack.apiUrl;
  console.log(`e2e: API ${stack.apiUrl}, app ${stack.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return stack.stop;
}
