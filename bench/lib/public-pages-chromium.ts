import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium as the public-page benches start it: headless, nothing of its own in the background. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium started at the highest priority the user may give it (nice -20 as root): Lighthouse multiplies
 * the main thread's observed tasks by its CPU slowdown, and an interaction's duration is the main thread's time, so
 * the machine's other work would otherwise show up as the page's.
 */
export function prioritisedChromium(): string {
  const wrapper = join(mkdtempSync(join(tmpdir(), 'mesto-chromium-')), 'chromium');
  // Without the right to raise it, nice says so and starts Chromium as it is.
  writeFileSync(wrapper, '#!/bin/sh\nexec nice -n -20 /usr/bin/chromium "$@"\n');
  chmodSync(wrapper, 0o755);
  return wrapper;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
