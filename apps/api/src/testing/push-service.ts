import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service of a test's own: a real HTTP server that takes what the API posts to a browser's subscription, as
// FCM or Mozilla's autopush would, and a browser's side of a subscription (its P-256 key pair and auth secret) that
// decrypts the messages (RFC 8291, aes128gcm) and checks their VAPID signature (RFC 8292). Used by the API's tests
// and the site's browser tests alike.

export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/** What the service answers a post to a path: 201 unless a test says otherwise. */
export type PushAnswer = { status: number; headers?: Record<string, string> };

export type PushService = {
  /** e.g. http://127.0.0.1:43210 */
  origin: string;
  received: ReceivedPush[];
  /** Posts to `path` get this answer from now on (201 again with `undefined`). */
  answer(path: string, answer: PushAnswer | undefined): void;
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? { status: 201 };
      response.writeHead(answer.status, answer.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, answer) => {
      if (answer) answers.set(path, answer);
      else answers.delete(path);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export type BrowserSubscription = {
  /** What PushSubscription.toJSON() gives a page. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  path: string;
  /** The plain text of a message posted for this subscription (throws when it does not decrypt). */
  decrypt(body: Buffer): string;
};

/** A browser's subscription at `path` of the push service: a fresh key pair and auth secret. */
export function browserSubscription(service: { origin: string }, path = `/push/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: {
      endpoint: `${service.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    path,
    decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, auth),
  } satisfies BrowserSubscription;
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, browser: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID header of a push (`vapid t=<JWT>, k=<public key>`): the key, and the JWT's claims once its ES256
 * signature checks out with that key; throws otherwise.
 */
export function vapidClaims(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not check out');
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}
