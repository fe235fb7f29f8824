import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { preloadable, usePreloaded } from '../../lib/lazy-runtime.ts';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { photoGalleryMessages as text } from './messages.ts';

export type PhotoGalleryProps = {
  photos: readonly ResponsiveImageSource[];
  /** The alternative text of photo `n` (from 1): «Кофейня «Зерно», фото 2». */
  alt: (n: number) => string;
  /** Names the list for screen readers: «Фото к мнению». */
  label: string;
  /** How wide a thumbnail is drawn (`sizes`). */
  sizes: string;
  /** The first photo is the first image the page shows: fetched at once. */
  priorityFirst?: boolean;
  /** The list's layout (a grid or a row); the thumbnails fill its cells. */
  className?: string;
  /** The thumbnails' shape, e.g. `aspect-square rounded-control`. */
  thumbnailClassName?: string;
  /** What the viewer shows under photo `index` (from 0): who took it and when, with links that the keyboard reaches. */
  caption?: (index: number) => ReactNode;
};

/**
 * The viewer (the dialog machinery: focus trap, dismissable layer, portal), fetched when the photos come near the
 * screen or the browser is idle, and again when a finger or the focus reaches a thumbnail, so that the first tap finds
 * it loaded without every page with photos carrying it in its first load.
 */
const viewer = preloadable(() => import('./photo-viewer.tsx').then((module) => module.default));

/** Preloads the viewer once the list is near the screen, or at the browser's first idle moment, whichever is first. */
function usePreloadWhenVisible(list: { current: HTMLElement | null }, shown: boolean) {
  useEffect(() => {
    const element = list.current;
    if (!shown || element === null) return;
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      viewer.warm();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && preload(), {
            rootMargin: '200px',
          });
    observer?.observe(element);
    const idle = typeof requestIdleCallback === 'undefined' ? null : requestIdleCallback(preload, { timeout: 5000 });
    return () => {
      observer?.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [list, shown]);
}

type ThumbnailsProps = Pick<
  PhotoGalleryProps,
  'photos' | 'alt' | 'label' | 'sizes' | 'priorityFirst' | 'className' | 'thumbnailClassName'
> & {
  thumbnails: { current: (HTMLButtonElement | null)[] };
  list: { current: HTMLUListElement | null };
  onOpen: (index: number) => void;
};

/** The thumbnails; memoised, so that opening and stepping through the viewer re-renders the viewer alone. */
const Thumbnails = memo(function Thumbnails({
  photos,
  alt,
  label,
  sizes,
  priorityFirst = false,
  className,
  thumbnailClassName = 'aspect-[4/3] rounded-card',
  thumbnails,
  list,
  onOpen,
}: ThumbnailsProps) {
  const preload = viewer.warm;
  return (
    <ul ref={list} aria-label={label} className={cn('grid grid-cols-3 gap-2', className)}>
      {photos.map((photo, index) => (
        <li key={photo.url} className="min-w-0">
          <button
            ref={(element) => {
              thumbnails.current[index] = element;
            }}
            type="button"
            onPointerDown={preload}
            onFocus={preload}
            onClick={() => onOpen(index)}
            aria-label={text.open(alt(index + 1))}
            className={cn(
              'block w-full overflow-hidden bg-surface-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              thumbnailClassName,
            )}
          >
            <ResponsiveImage
              image={photo}
              alt=""
              sizes={sizes}
              priority={priorityFirst && index === 0}
              className="size-full object-cover transition-transform hover:scale-[1.02]"
            />
          </button>
        </li>
      ))}
    </ul>
  );
});

/**
 * Photos as thumbnails, each a button that opens it large in a dialog: previous and next with the arrow keys or the
 * buttons, Escape closes and focus goes to the thumbnail of the photo last shown.
 */
export function PhotoGallery({ photos, alt, caption, ...thumbnailProps }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLUListElement | null>(null);
  // The photo last shown: closing goes back to its thumbnail, wherever the arrows led.
  const last = useRef(0);
  if (open !== null) last.current = open;
  const count = photos.length;
  usePreloadWhenVisible(list, count > 0);
  const PhotoViewer = usePreloaded(viewer, open !== null);
  const step = useCallback(
    (by: number) => setOpen((current) => (current === null ? current : (current + by + count) % count)),
    [count],
  );
  const onClose = useCallback(() => setOpen(null), []);
  const returnFocus = useCallback(() => thumbnails.current[last.current]?.focus(), []);
  if (count === 0) return null;

  return (
    <>
      <Thumbnails photos={photos} alt={alt} thumbnails={thumbnails} list={list} onOpen={setOpen} {...thumbnailProps} />
      {open === null || PhotoViewer === null ? null : (
        <PhotoViewer
          photos={photos}
          open={open}
          alt={alt}
          caption={caption}
          step={step}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}
