import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { ApiError, badRequest, fieldError, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { takeRate } from '../../lib/rate-limit.ts';
import { ErrorBody, errorResponses } from '../../lib/schemas.ts';
import { isSafeText } from '../../lib/unsafe-input.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { type FileRow, filesByKey, recordUpload } from './files.service.ts';
import { ImageQueue } from './image-queue.ts';
import { declaredMatches, encodeVariants, inspectImage, type Refusal } from './images.ts';
import { type FileStorage, putVariants, VARIANT_NAME_PATTERN } from './storage.ts';

const FileVariant = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });
export const StoredFile = z
  .object({
    id: z.uuid(),
    path: z.string(),
    url: z.string(),
    mime: z.string(),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(FileVariant),
  })
  .meta({ id: 'StoredFile' });

function refusal({ reason }: Refusal): ApiError {
  const message = reason === 'too-many-pixels' ? messages.files.tooManyPixels : messages.files.notImage;
  return badRequest(message, { file: message }, reason === 'not-image' ? 'NOT_IMAGE' : 'TOO_MANY_PIXELS');
}

const busy = () => new ApiError(503, messages.files.busy, 'IMAGES_BUSY', undefined, { 'retry-after': '30' });

/**
 * Whatever goes wrong while reading the multipart stream is the caller's input: a body cut off before its end,
 * a malformed part, too many parts. Only the file size has an answer of its own.
 */
function uploadError(error: unknown, maxBytes: number): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const message = messages.files.tooLarge(Math.round(maxBytes / 1024 / 1024));
    return new ApiError(413, message, 'FILE_TOO_LARGE', { file: message });
  }
  return badRequest(messages.files.truncated, { file: messages.files.truncated }, 'BROKEN_UPLOAD');
}

export const filesRoutes = (env: Env, storage: FileStorage): FastifyPluginAsyncZod =>
  async function filesRoutesPlugin(app) {
    const tags = ['files'];
    const queue = new ImageQueue(env.IMAGE_QUEUE_MEGAPIXELS * 1_000_000);
    const toStoredFile = (row: FileRow): z.input<typeof StoredFile> => ({
      id: row.id,
      path: row.path,
      url: storage.publicUrl(row.path),
      mime: row.mime,
      size: row.size,
      width: row.width,
      height: row.height,
      variants: row.variants.map((variant) => ({
        width: variant.width,
        height: variant.height,
        url: storage.publicUrl(variant.path),
      })),
    });

    app.post(
      '/files/upload',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Upload an image (multipart field `file`); it is re-encoded to WebP in several widths',
          consumes: ['multipart/form-data'],
          response: { 200: StoredFile, 413: ErrorBody, 415: ErrorBody, ...errorResponses, 503: ErrorBody },
        },
      },
      async (request) => {
        if (!request.viewer) throw unauthorized();
        const noFile = () => badRequest(messages.files.noFile, { file: messages.files.noFile }, 'NO_FILE');
        if (!request.isMultipart()) throw noFile();
        const allowance = await takeRate(app.counters, `upload:${clientAddressKey(request.ip)}`, {
          max: env.UPLOADS_PER_ADDRESS_PER_HOUR,
          windowSeconds: 3600,
        });
        if (!allowance.ok) {
          throw tooManyRequests(messages.files.uploadLimited(allowance.retryAfterSeconds), allowance.retryAfterSeconds);
        }
        // Refused before the body is read, so a burst of uploads does not pile up buffers waiting for their turn.
        if (queue.full) throw busy();
        const part = await request
          .file({ limits: { fileSize: env.MAX_UPLOAD_BYTES, files: 1 } })
          .catch((error: unknown) => Promise.reject(uploadError(error, env.MAX_UPLOAD_BYTES)));
        if (!part) throw noFile();
        // The file name is stored as given, so it passes the same check as every other string of a request.
        if (part.filename && !isSafeText(part.filename)) throw fieldError('file', messages.errors.unsafeText);
        // The upload goes to a temporary file as it arrives, never whole into memory; the image library reads it
        // from there (decoding takes memory by pixels, which the queue bounds).
        const spooled = join(tmpdir(), `mesto-upload-${randomUUID()}`);
        let image: Awaited<ReturnType<typeof encodeVariants>>;
        try {
          await pipeline(part.file, createWriteStream(spooled)).catch((error: unknown) =>
            Promise.reject(uploadError(error, env.MAX_UPLOAD_BYTES)),
          );
          if (part.file.truncated) throw uploadError({ code: 'FST_REQ_FILE_TOO_LARGE' }, env.MAX_UPLOAD_BYTES);
          const inspected = await inspectImage(spooled);
          if (!inspected.ok) throw refusal(inspected);
          // The bytes decide what the file is; a client that says otherwise (type or name) is refused, not believed.
          if (!declaredMatches(inspected.metadata.format ?? '', part.mimetype, part.filename)) {
            throw badRequest(messages.files.typeMismatch, { file: messages.files.typeMismatch }, 'TYPE_MISMATCH');
          }
          const queued = await queue.run(inspected.pixels, () => encodeVariants(spooled, inspected));
          if (!queued) throw busy();
          image = queued.value;
        } finally {
          await rm(spooled, { force: true });
        }
        if (!image.ok) throw refusal(image);
        const id = randomUUID();
        const stored = await putVariants(storage, id, image.variants);
        const row = await recordUpload(app.db, storage, {
          id,
          ownerId: request.viewer.id,
          stored,
          filename: part.filename,
        });
        return toStoredFile(row);
      },
    );

    app.get(
      '/files/get-paths',
      {
        schema: {
          tags,
          summary: 'Public URLs of stored files, by file id or storage path',
          querystring: z.object({
            paths: z
              .union([z.string().max(200), z.array(z.string().max(200)).max(100)])
              .transform((value) => (Array.isArray(value) ? value : [value])),
          }),
          response: {
            200: z.object({
              items: z.array(z.object({ path: z.string(), url: z.string().nullable(), file: StoredFile.nullable() })),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const keys = request.query.paths;
        const rows = await filesByKey(app.db, keys);
        return {
          items: keys.map((key) => {
            const row = rows.find((candidate) => candidate.id === key || candidate.path === key);
            const variant = rows.flatMap((candidate) => candidate.variants).find((candidate) => candidate.path === key);
            return {
              path: key,
              url: row ? storage.publicUrl(row.path) : variant ? storage.publicUrl(variant.path) : null,
              file: row ? toStoredFile(row) : null,
            };
          }),
        };
      },
    );

    app.get(
      '/files/raw/:id/:name',
      {
        schema: {
          tags,
          summary: 'The bytes of one stored image variant',
          params: z.object({ id: z.uuid(), name: z.string().regex(VARIANT_NAME_PATTERN) }),
          produces: ['image/webp'],
          response: { 200: z.string().describe('The image, as image/webp bytes.') },
        },
      },
      async (request, reply) => {
        const found = await storage.get(`${request.params.id}/${request.params.name}`);
        if (!found) throw notFound(messages.files.notFound);
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', found.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(found.stream as never);
      },
    );
  };
