import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

// What an upload is comes from its bytes; a file that claims to be something else, an SVG, a page, or one over the
// size limit is refused with a Russian message naming the field `file`, and nothing is stored.

const boundary = '----mesto-upload-types';
const multipart = (filename: string, contentType: string, data: Buffer) => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe('upload types', () => {
  let t: TestApp;
  let session: Session;
  let png: Buffer;
  let jpeg: Buffer;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: 1024 * 1024 });
    session = await signUp(t.app);
    const picture = sharp({ create: { width: 30, height: 20, channels: 3, background: '#36c' } });
    png = await picture.clone().png().toBuffer();
    jpeg = await picture.clone().jpeg().toBuffer();
  });
  afterAll(() => t.close());

  const stored = async () => (await t.app.db.select().from(files)).length;
  const upload = (filename: string, contentType: string, data: Buffer) => {
    const body = multipart(filename, contentType, data);
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: `192.0.2.${address}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session), origin: APP_ORIGIN },
    });
  };

  it.each([
    ['a PNG sent as image/jpeg', 'photo.jpg', 'image/jpeg', () => png, 'TYPE_MISMATCH'],
    ['a JPEG named .png', 'photo.png', 'application/octet-stream', () => jpeg, 'TYPE_MISMATCH'],
    ['a PNG named .svg', 'logo.svg', 'image/png', () => png, 'TYPE_MISMATCH'],
    ['a PNG sent as text/html', 'page.png', 'text/html', () => png, 'TYPE_MISMATCH'],
    ['a PNG sent as image/svg+xml', 'logo.png', 'image/svg+xml', () => png, 'TYPE_MISMATCH'],
    ['an SVG sent as image/svg+xml', 'logo.svg', 'image/svg+xml', () => SVG, 'NOT_IMAGE'],
    ['an SVG sent as image/png', 'logo.png', 'image/png', () => SVG, 'NOT_IMAGE'],
    [
      'an HTML page sent as image/png',
      'cat.png',
      'image/png',
      () => Buffer.from('<!doctype html><h1>x</h1>'),
      'NOT_IMAGE',
    ],
  ])('%s is a 400 naming the field file, and nothing is stored', async (_what, name, type, data, code) => {
    const before = await stored();
    const response = await upload(name, type, data());
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(Object.keys(body.fields)).toEqual(['file']);
    expect(body.fields.file).toMatch(/[а-я]/i);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a PNG with its own type and name', 'photo.png', 'image/png', () => png],
    ['a JPEG with its own type and name', 'photo.JPEG', 'image/jpeg', () => jpeg],
    ['a JPEG of a generic type and an unknown name', 'photo.bin', 'application/octet-stream', () => jpeg],
    ['a PNG without an extension', 'photo', 'image/png', () => png],
  ])('%s is accepted', async (_what, name, type, data) => {
    const response = await upload(name, type, data());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mime).toBe('image/webp');
  });

  it('a file over the size limit is a 413 naming the field file in megabytes', async () => {
    const before = await stored();
    const response = await upload('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', fields: { file: 'Файл больше 1 МБ' } });
    expect(await stored()).toBe(before);
  });
});
