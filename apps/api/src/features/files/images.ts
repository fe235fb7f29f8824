import sharp, { type Metadata } from 'sharp';

/** Widths every image is re-encoded to; none is enlarged past the original. */
export const IMAGE_WIDTHS = [320, 960, 1920] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const MAX_INPUT_PIXELS = 50_000_000;
/** WebP cannot be taller than this; very tall images are scaled to fit rather than refused. */
const MAX_WEBP_SIDE = 16_383;

// libvips keeps recent images and operations in a cache of its own; for an API that sees each upload once it only
// holds memory between uploads.
sharp.cache(false);

/** What a client may declare for each format sharp reads from the bytes: MIME types and file name extensions. */
const DECLARED: Record<string, { types: string[]; extensions: string[] }> = {
  jpeg: { types: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { types: ['image/png', 'image/apng'], extensions: ['png', 'apng'] },
  webp: { types: ['image/webp'], extensions: ['webp'] },
  gif: { types: ['image/gif'], extensions: ['gif'] },
  avif: { types: ['image/avif'], extensions: ['avif'] },
  heif: {
    types: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['heic', 'heif'],
  },
  tiff: { types: ['image/tiff'], extensions: ['tif', 'tiff'] },
};
/** Declared types that say nothing about the content (what a browser sends for a file it does not know). */
const UNDECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Extensions of files that are never a picture here, whatever their bytes: SVG, pages, scripts. */
const NEVER = /\.(svgz?|html?|xhtml|xml|js|mjs|php|exe)$/i;

/**
 * Whether what the client says the file is (its Content-Type and its name) agrees with what its bytes are: a
 * PNG sent as image/jpeg, or as `photo.svg`, is refused rather than trusted either way. A name without a known
 * picture extension, or a generic type, says nothing and is let through.
 */
export function declaredMatches(format: string, mimetype: string | undefined, filename: string | undefined): boolean {
  const accepted = DECLARED[format];
  if (!accepted) return false;
  const type = (mimetype ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!UNDECLARED.has(type) && !accepted.types.includes(type)) return false;
  const name = filename ?? '';
  if (NEVER.test(name)) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const known =
    extension !== undefined && Object.values(DECLARED).some((entry) => entry.extensions.includes(extension));
  return !known || accepted.extensions.includes(extension);
}

export type ImageVariant = { width: number; height: number; data: Buffer };
export type InspectedImage = { ok: true; width: number; height: number; pixels: number; metadata: Metadata };
export type Refusal = { ok: false; reason: 'not-image' | 'too-many-pixels' };
export type ProcessedImage = { ok: true; width: number; height: number; variants: ImageVariant[] } | Refusal;

/** Reads only the header: what the content is (never the declared type or name) and how many pixels it has. */
export async function inspectImage(input: Buffer | string): Promise<InspectedImage | Refusal> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not-image' };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, reason: 'not-image' };
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  // As the picture is seen: a phone's portrait photo is stored landscape with an EXIF orientation that turns it, and
  // the widths to encode are those of the turned picture.
  const { width, height } = metadata.autoOrient ?? metadata;
  return { ok: true, width, height, pixels, metadata };
}

/**
 * Re-encodes to WebP in a few widths, one after another so that only one decoded copy is in memory at a time.
 * Orientation is applied to the pixels first, then every variant is written without EXIF, GPS, XMP or IPTC (sharp
 * keeps none unless told to with `keepMetadata`/`withMetadata`, which must never be used here: a photo's GPS
 * position is where its author lives). Only variants are stored, never the upload itself. A picture a few pixels
 * wide gives one variant of its own size.
 */
export async function encodeVariants(
  /** The image's bytes, or the path of a file holding them. */
  input: Buffer | string,
  image: InspectedImage,
  /** WebP encoder effort, 0–6: lower is faster and bigger (the demo seed draws its pictures at every start). */
  { effort = 4 }: { effort?: number } = {},
): Promise<ProcessedImage> {
  try {
    const largest = Math.min(image.width, IMAGE_WIDTHS.at(-1) as number);
    const widths = [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, largest)))];
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, height: MAX_WEBP_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80, effort })
        .toBuffer({ resolveWithObject: true });
      // Two widths can land on one size (a very tall image): one file is enough.
      if (variants.some((variant) => variant.width === info.width)) continue;
      variants.push({ width: info.width, height: info.height, data });
    }
    const biggest = variants.at(-1) as ImageVariant;
    return { ok: true, width: biggest.width, height: biggest.height, variants };
  } catch {
    return { ok: false, reason: 'not-image' };
  }
}
