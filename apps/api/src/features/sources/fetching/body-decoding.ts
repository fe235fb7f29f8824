import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw } from 'node:zlib';

const decoders = {
  gzip: promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
  deflateRaw: promisify(inflateRaw),
};

export type ContentDecoding = { ok: true; bytes: Buffer } | { ok: false; problem: 'TOO_LARGE' | 'BAD_RESPONSE' };

/**
 * Undoes the content codings a server applied (gzip, br, deflate; several in the order listed), stopping as soon as
 * the decoded body passes `maxBytes`: zlib's maxOutputLength ends the work there, so a small compressed body that
 * unpacks to gigabytes (a zip bomb) costs no more than the cap.
 */
export async function decodeContentEncoding(
  raw: Buffer,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<ContentDecoding> {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  let bytes = raw;
  for (const coding of codings.reverse()) {
    const decode = decoderFor(coding, bytes);
    if (!decode) return { ok: false, problem: 'BAD_RESPONSE' };
    try {
      bytes = await decode(bytes, { maxOutputLength: maxBytes + 1 });
    } catch (error) {
      const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
      return { ok: false, problem: tooLarge ? 'TOO_LARGE' : 'BAD_RESPONSE' };
    }
    if (bytes.length > maxBytes) return { ok: false, problem: 'TOO_LARGE' };
  }
  return { ok: true, bytes };
}

function decoderFor(coding: string, bytes: Buffer) {
  if (coding === 'gzip' || coding === 'x-gzip') return decoders.gzip;
  if (coding === 'br') return decoders.br;
  // "deflate" is meant to be zlib-wrapped, but some servers send the raw stream; a zlib header tells them apart.
  if (coding === 'deflate') return hasZlibHeader(bytes) ? decoders.deflate : decoders.deflateRaw;
  return null;
}

function hasZlibHeader(bytes: Buffer): boolean {
  const [first = 0, second = 0] = bytes;
  return (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
}

/**
 * The text of a body. The encoding is taken, in this order, from a byte order mark, the Content-Type's charset, the
 * document's own declaration in its first kilobyte (an XML declaration's encoding, which RSS in windows-1251 relies
 * on, or an HTML <meta charset>), and is UTF-8 otherwise, as iCalendar prescribes. An unknown label is ignored.
 */
export function decodeText(bytes: Buffer, contentType: string | undefined): string {
  const encoding =
    byteOrderMark(bytes) ?? knownEncoding(charsetOf(contentType)) ?? knownEncoding(declaredCharset(bytes)) ?? 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

function byteOrderMark(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function charsetOf(contentType: string | undefined): string | null {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') return value.trim().replace(/^"|"$/g, '');
  }
  return null;
}

function declaredCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const xml = head.match(/^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([\w.:-]+)/i);
  if (xml?.[1]) return xml[1];
  const meta = head.match(/<meta\s[^>]*?charset\s*=\s*["']?([\w.:-]+)/i);
  return meta?.[1] ?? null;
}

/** The WHATWG name of an encoding label, or null when TextDecoder does not know it. */
function knownEncoding(label: string | null): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}
