import { readdirSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----mesto-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Every behaviour of files holds on both storages: a folder of the API's own and a real S3-compatible server.
describe.each(['local', 's3'] as const)('files (%s storage)', (storage) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let session: Session;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startTestS3() : undefined;
    t = await createTestApp({ MAX_UPLOAD_BYTES: 2 * 1024 * 1024, ...s3?.env });
    session = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** The keys of what is stored: objects in the bucket, or files in the API's folder. */
  const storedKeys = async (): Promise<string[]> => {
    if (s3) {
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      client.destroy();
      return (listed.Contents ?? []).map((object) => object.Key as string);
    }
    try {
      return (
        readdirSync(`${t.env.DATA_DIR}/files`, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
      )
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath.split('/').at(-1)}/${entry.name}`);
    } catch {
      return [];
    }
  };

  const upload = (filename: string, contentType: string, data: Buffer) => {
    const body = multipart(filename, contentType, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session), origin: APP_ORIGIN },
    });
  };

  it('re-encodes a photo to WebP in several widths, never enlarging, with metadata stripped', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload('photo.jpg', 'image/jpeg', photo);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json();
    expect(stored).toMatchObject({ mime: 'image/webp', width: 1200, height: 800 });
    expect(stored.variants.map((variant: { width: number }) => variant.width)).toEqual([320, 960, 1200]);

    const raw = await t.app.inject({ method: 'GET', url: stored.url });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(raw.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(raw.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    // The variants, and only they, are where the storage keeps files.
    const keys = await storedKeys();
    for (const variant of stored.variants) expect(keys).toContain(variant.url.split('/raw/')[1]);
  });

  it('a phone photo with its GPS position is stored turned upright, with no location in any variant', async () => {
    // 1200×800 pixels with EXIF orientation 6: a portrait 800×1200 photo as a phone's camera writes it.
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a6' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '56/1 19/1 4332/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '44/1 0/1 1116/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    // The EXIF block points to a GPS directory (tag 0x8825, in either byte order).
    const exif = before.exif as Buffer;
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload('IMG_0001.jpg', 'image/jpeg', photo);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json();
    // Upright: taller than wide, in widths of the upright picture.
    expect(stored).toMatchObject({ width: 800, height: 1200 });
    expect(stored.variants.map((variant: { width: number }) => variant.width)).toEqual([320, 800]);
    for (const variant of stored.variants as Array<{ url: string; width: number; height: number }>) {
      const raw = await t.app.inject({ method: 'GET', url: variant.url });
      expect(raw.statusCode).toBe(200);
      const metadata = await sharp(raw.rawPayload).metadata();
      expect(metadata).toMatchObject({ width: variant.width, height: variant.height });
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // No EXIF or XMP chunk in the WebP file, and not even the camera's name anywhere in its bytes.
      for (const marker of ['EXIF', 'Exif', 'XMP ', 'Camera']) {
        expect(raw.rawPayload.includes(Buffer.from(marker)), marker).toBe(false);
      }
    }
  });

  it('sniffs the content: a text file named .png is refused, whatever it claims', async () => {
    const before = (await t.app.db.select().from(files)).length;
    const response = await upload('cat.png', 'image/png', Buffer.from('definitely not an image'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'NOT_IMAGE',
      fields: { file: expect.stringMatching(/изображение/) },
    });
    expect((await t.app.db.select().from(files)).length).toBe(before);
  });

  it('accepts a PNG sent as application/octet-stream, because the bytes decide', async () => {
    const png = await sharp({ create: { width: 100, height: 50, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    const response = await upload('image.bin', 'application/octet-stream', png);
    expect(response.statusCode).toBe(200);
    expect(response.json().variants).toHaveLength(1);
  });

  it('refuses a file over the size limit with 413 and a message in megabytes', async () => {
    const before = (await storedKeys()).length;
    const response = await upload('big.jpg', 'image/jpeg', Buffer.alloc(3 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Файл больше 2 МБ');
    expect(await storedKeys()).toHaveLength(before);
  });

  it('get-paths maps ids and paths to public URLs, null for unknown ones', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const stored = (await upload('square.png', 'image/png', png)).json();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files/get-paths?paths=${stored.id}&paths=${encodeURIComponent(stored.variants[0].url.split('/raw/')[1])}&paths=nope`,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items[0]).toMatchObject({ path: stored.id, url: stored.url });
    expect(items[1].url).toBe(stored.variants[0].url);
    expect(items[2]).toEqual({ path: 'nope', url: null, file: null });
  });

  it('a picture a few pixels wide uploads like any other, as one variant of its own size', async () => {
    for (const [width, height] of [
      [1, 1],
      [3, 2],
      [2, 20_000],
    ] as const) {
      const png = await sharp({ create: { width, height, channels: 4, background: '#0f08' } })
        .png()
        .toBuffer();
      const response = await upload('tiny.png', 'image/png', png);
      expect(response.statusCode, `${width}×${height}: ${response.body}`).toBe(200);
      const stored = response.json();
      expect(stored.variants).toHaveLength(1);
      expect(stored.width).toBe(width);
      const raw = await t.app.inject({ method: 'GET', url: stored.url });
      expect(raw.statusCode).toBe(200);
    }
  });

  it('a multipart body cut off before its end is a 400 naming the file, and nothing is stored', async () => {
    const before = (await t.app.db.select().from(files)).length;
    const keysBefore = (await storedKeys()).length;
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const whole = multipart('cut.png', 'image/png', png);
    for (const cut of [whole.payload.length - 10, 120, 60]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: whole.payload.subarray(0, cut),
        headers: { ...whole.headers, ...bearer(session), origin: APP_ORIGIN },
      });
      expect(response.statusCode, `${cut}: ${response.body}`).toBe(400);
      expect(response.json().fields).toHaveProperty('file');
      expect(response.json().message).toMatch(/[а-я]/);
    }
    expect((await t.app.db.select().from(files)).length).toBe(before);
    expect(await storedKeys()).toHaveLength(keysBefore);
  });

  it('anything but a multipart form is refused with 415 saying a file is expected', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{"file":"x"}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'file=x'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload,
        headers: { 'content-type': contentType, ...bearer(session), origin: APP_ORIGIN },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().message).toBe('Ожидается файл: отправьте форму multipart/form-data с полем file');
    }
  });

  it('a file name the database cannot store is a 400 naming the file', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const response = await upload('bad\u0000name.png', 'image/png', png);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { file: expect.stringMatching(/символ/) },
    });
  });

  it('a missing stored file is a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/raw/00000000-0000-4000-8000-000000000000/w320.webp',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Файл не найден');
  });
});

describe('upload limits', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_ADDRESS_PER_HOUR: 3, IMAGE_QUEUE_MEGAPIXELS: 0.5 });
    session = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, remoteAddress: string) => {
    const body = multipart('photo.png', 'image/png', data);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session), origin: APP_ORIGIN },
    });
  };

  it('an address gets the configured number of uploads an hour', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#789' } })
      .png()
      .toBuffer();
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await upload(png, '203.0.113.21')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await upload(png, '203.0.113.21');
    expect(refused.json().message).toMatch(/^Слишком много загрузок с этого адреса/);
    expect((await upload(png, '203.0.113.22')).statusCode).toBe(200);
  });

  it('parallel large images beyond the pixel budget are asked to retry rather than all decoded at once', async () => {
    const big = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) => upload(big, `198.51.100.${30 + index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const busy = responses.find((response) => response.statusCode === 503);
    expect(busy?.json().message).toBe('Сервер сейчас обрабатывает много изображений: повторите загрузку через минуту');
    expect(busy?.headers['retry-after']).toBe('30');
  });
});
