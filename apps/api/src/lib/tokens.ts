import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { isUuid } from '@mesto/domain';

export type AccessTokenClaims = { sub: string; sid: string; exp: number };

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
/** Far above any token this API signs; longer input is refused before any work is done on it. */
const MAX_TOKEN_LENGTH = 1000;

/** A compact signed token (HMAC-SHA256): `payload.signature`, both base64url. */
export function signAccessToken(claims: AccessTokenClaims, secret: string): string {
  const payload = base64url(JSON.stringify({ sub: claims.sub, sid: claims.sid, exp: claims.exp }));
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

/**
 * The claims of a valid, unexpired token, or null for anything else. It takes any value, because tokens arrive from
 * headers, cookies and socket handshakes where a caller chooses the type; and the ids it returns are checked to be
 * uuids, so looking them up can never fail in the database.
 */
export function verifyAccessToken(token: unknown, secret: string, now = Date.now()): AccessTokenClaims | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessTokenClaims;
    if (!isUuid(claims.sub) || !isUuid(claims.sid) || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? { sub: claims.sub, sid: claims.sid, exp: claims.exp } : null;
  } catch {
    return null;
  }
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Sealing keeps a secret in the database readable only with TOKEN_SECRET: AES-256-GCM under a key derived for this
// one purpose, bound to a context (e.g. the row it belongs to) so a sealed value cannot be moved to another row.
const sealKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'mesto', 'sealed-values-v1', 32));

export function seal(value: string, secret: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was sealed with another secret or context, or was altered. */
export function unseal(sealed: string, secret: string, context: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
