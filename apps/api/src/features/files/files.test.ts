import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----mesto-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('files', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: 2 * 1024 * 1024 });
    session = await signUp(t.app);
  });
  afterAll(() => t.close());

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
    const response = await upload('big.jpg', 'image/jpeg', Buffer.alloc(3 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Файл больше 2 МБ');
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

  it('a missing stored file is a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/raw/00000000-0000-4000-8000-000000000000/w320.webp',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Файл не найден');
  });
});
