import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, users } from '../../db/schema.ts';
import { encodeVariants, type FileStorage, inspectImage, putVariants } from '../files/seam.ts';

/** Hosts a Telegram profile photo comes from (the Login Widget gives `https://t.me/i/userpic/…`). */
const PHOTO_HOSTS = [/^t\.me$/, /(^|\.)telegram\.org$/, /(^|\.)telegram-cdn\.org$/];
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 5_000;

/** Whether the address is one of Telegram's own, over HTTPS: the API fetches nothing else a client names. */
export function isTelegramPhotoUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.port === '' && PHOTO_HOSTS.some((host) => host.test(url.hostname));
}

async function download(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
  if (!response.ok || !response.body) return null;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PHOTO_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Makes the Telegram profile photo the avatar of a user who has none yet (a new account signed up through Telegram),
 * stored like an upload: re-encoded to WebP variants with no metadata. Best effort: a photo that cannot be fetched
 * or read leaves the account without an avatar rather than failing the sign-in. Returns the file id, or null.
 */
export async function adoptTelegramPhoto(
  db: Database,
  storage: FileStorage,
  userId: string,
  photoUrl: string | undefined,
  log?: { warn(object: object, message: string): void },
): Promise<string | null> {
  if (!photoUrl || !isTelegramPhotoUrl(photoUrl)) return null;
  try {
    const buffer = await download(photoUrl);
    if (!buffer) return null;
    const inspected = await inspectImage(buffer);
    if (!inspected.ok || inspected.pixels > 4_000_000) return null;
    const image = await encodeVariants(buffer, inspected);
    if (!image.ok) return null;
    const id = randomUUID();
    const stored = await putVariants(storage, id, image.variants);
    await db.insert(files).values({ id, ownerId: userId, mime: 'image/webp', ...stored, originalName: null });
    await db.update(users).set({ avatarFileId: id }).where(eq(users.id, userId));
    return id;
  } catch (error) {
    log?.warn({ err: error }, 'telegram photo not adopted');
    return null;
  }
}
