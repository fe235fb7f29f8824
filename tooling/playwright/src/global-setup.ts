import { dirname } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { type FrontEnd, frontEndUrlVariable, startStack } from './servers.ts';

/**
 * One real API (PGlite, demo data) and the built app in `vite preview`, on free ports, for the whole run, with the
 * other front ends of `alsoServe` (appPlaywrightConfig) against the same API. Tests read the addresses from
 * E2E_BASE_URL and E2E_<APP>_URL (workers inherit the environment set here).
 */
export default async function globalSetup(config: FullConfig) {
  const appDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const started = Date.now();
  const alsoServe = (config.metadata.alsoServe ?? []) as FrontEnd[];
  const stack = await startStack(appDir, {}, alsoServe);
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_API_URL = stack.apiUrl;
  let ready = `e2e: API ${stack.apiUrl}, app ${stack.url}`;
  for (const [name, url] of Object.entries(stack.alsoServed)) {
    process.env[frontEndUrlVariable(name as FrontEnd)] = url;
    ready += `, ${name} ${url}`;
  }
  console.log(`${ready} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return stack.stop;
}
