import sharp, { type Metadata } from 'sharp';

/** Widths every image is re-encoded to; none is enlarged past the original. */
export const IMAGE_WIDTHS = [320, 960, 1920] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageVariant = { width: number; height: number; data: Buffer };
export type ProcessedImage =
  | { ok: true; width: number; height: number; variants: ImageVariant[] }
  | { ok: false; reason: 'not-image' | 'too-many-pixels' };

/**
 * Reads the content itself (never the declared type or name), then re-encodes to WebP in a few widths.
 * Re-encoding drops EXIF, GPS and other metadata; orientation is applied to the pixels first.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not-image' };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, reason: 'not-image' };
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  try {
    const largest = Math.min(metadata.width, IMAGE_WIDTHS.at(-1) as number);
    const widths = [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, largest)))];
    const variants = await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
    const biggest = variants.at(-1) as ImageVariant;
    return { ok: true, width: biggest.width, height: biggest.height, variants };
  } catch {
    return { ok: false, reason: 'not-image' };
  }
}
