import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { type Env, isProduction } from '../../env.ts';

// The VAPID key pair the API signs browser notifications with (Web Push). A browser subscribes with the public key,
// and a push service accepts a message for that subscription only when signed with the private one: a pair that
// changes invalidates every subscription. So outside production a pair is generated once and kept in DATA_DIR; in
// production it comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, and without them browser notifications are off.

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type Vapid = {
  /** Browser notifications work here: keys are configured, or may be generated (not production). */
  available: boolean;
  /** The keys; read (or generated) on the first call. Throws when not available. */
  keys(): VapidKeys;
};

/** Who the push services may write to about this sender outside production. */
const DEVELOPMENT_SUBJECT = 'mailto:notifications@mesto.example';
const FILE = 'vapid.json';

const isKeys = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{86,88}$/.test(String((value as { publicKey?: unknown }).publicKey)) &&
  /^[A-Za-z0-9_-]{42,44}$/.test(String((value as { privateKey?: unknown }).privateKey));

/** The pair kept in `dataDir`, generated and written there (readable by the owner only) the first time. */
function keptPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, FILE);
  try {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // Not there yet (or unreadable): a new pair below.
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: another process of this folder that wrote first wins, and both then use its pair.
    writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  }
  return pair;
}

export function vapidOf(env: Env): Vapid {
  const configured = Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);
  const available = configured || !isProduction(env);
  let keys: VapidKeys | undefined;
  return {
    available,
    keys() {
      if (keys) return keys;
      if (!available) throw new Error('browser notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
      const pair =
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : keptPair(env.DATA_DIR);
      keys = { ...pair, subject: env.VAPID_SUBJECT ?? DEVELOPMENT_SUBJECT };
      return keys;
    },
  };
}
