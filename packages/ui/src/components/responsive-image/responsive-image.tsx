import type { ComponentProps } from 'react';

/** One stored width of an image (a `StoredFile` variant). */
export type ImageVariant = { width: number; height: number; url: string };

/** A stored image as the API gives it (`StoredFile`): its largest size and every width it was encoded to. */
export type ResponsiveImageSource = { url: string; width: number; height: number; variants: readonly ImageVariant[] };

export type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'alt'
> & {
  image: ResponsiveImageSource;
  /** Empty when the picture only decorates what the text beside it says. */
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute: `(min-width: 640px) 33vw, 50vw`. */
  sizes: string;
  /**
   * The first image a person sees on the page (a place's cover, an event's cover): fetched at once and first.
   * Every other image waits until it is about to scroll into view.
   */
  priority?: boolean;
};

/** The widths of an image, narrowest first, none repeated. */
function widthsOf(image: ResponsiveImageSource): ImageVariant[] {
  const all = image.variants.length > 0 ? [...image.variants] : [image];
  const sorted = all.sort((a, b) => a.width - b.width);
  return sorted.filter((variant, index) => sorted.findIndex((other) => other.width === variant.width) === index);
}

/** The narrowest stored width at least `width` wide (the widest when none is): one URL for a link preview. */
export function imageUrlFor(image: ResponsiveImageSource, width: number): string {
  const widths = widthsOf(image);
  return (widths.find((variant) => variant.width >= width) ?? widths.at(-1) ?? image).url;
}

/**
 * A stored image in the width the screen needs: the browser picks from `srcset` by `sizes` and the screen's
 * density, `width` and `height` keep its box so nothing jumps while it loads, and below the fold it is not fetched
 * until needed.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, ...props }: ResponsiveImageProps) {
  const widths = widthsOf(image);
  const largest = widths.at(-1) ?? image;
  return (
    <img
      // A middle width for a browser that ignores srcset.
      src={imageUrlFor(image, 960)}
      srcSet={widths.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
