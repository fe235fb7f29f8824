import { formatNumber } from '@mesto/domain';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog/dialog.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
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
 * Photos as thumbnails, each a button that opens it large in a dialog: previous and next with the arrow keys or the
 * buttons, Escape closes and focus goes to the thumbnail of the photo last shown.
 */
export function PhotoGallery({
  photos,
  alt,
  label,
  sizes,
  priorityFirst = false,
  className,
  thumbnailClassName = 'aspect-[4/3] rounded-card',
  caption,
}: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  // The photo last shown: closing goes back to its thumbnail, wherever the arrows led.
  const last = useRef(0);
  if (open !== null) last.current = open;
  if (photos.length === 0) return null;
  const shown = open === null ? null : (photos[open] ?? null);
  const step = (by: number) =>
    setOpen((current) => (current === null ? current : (current + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul aria-label={label} className={cn('grid grid-cols-3 gap-2', className)}>
        {photos.map((photo, index) => (
          <li key={photo.url} className="min-w-0">
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              onClick={() => setOpen(index)}
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
      <Dialog open={shown !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        {shown === null || open === null ? null : (
          <DialogContent
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              thumbnails.current[last.current]?.focus();
            }}
            className="sm:max-w-4xl"
          >
            {/* Clear of the × in the corner, however long the name of the photo. */}
            <DialogTitle className="break-words pe-10 text-base">
              {alt(open + 1)}
              {photos.length > 1 ? (
                <span className="ms-2 whitespace-nowrap font-normal text-muted-foreground">
                  {text.position(formatNumber(open + 1), formatNumber(photos.length))}
                </span>
              ) : null}
            </DialogTitle>
            <DialogDescription className="sr-only">{text.keys}</DialogDescription>
            <div className="flex min-h-0 items-center justify-center">
              <ResponsiveImage
                key={shown.url}
                image={shown}
                alt={alt(open + 1)}
                sizes="(min-width: 896px) 896px, 100vw"
                priority
                className="max-h-[70dvh] w-auto max-w-full rounded-control object-contain"
              />
            </div>
            {caption ? <div className="min-w-0 text-sm">{caption(open)}</div> : null}
            {photos.length > 1 ? (
              <div className="flex justify-between gap-2">
                {/* A phone's sheet has room for the short words only («Следующее фото» ran off a 390 px screen); the
                    name a screen reader says stays whole and starts with what is shown. */}
                <Button variant="secondary" aria-label={text.previous} onClick={() => step(-1)}>
                  <ChevronDownIcon className="size-4 rotate-90" aria-hidden="true" />
                  <span className="sm:hidden">{text.previousShort}</span>
                  <span className="hidden sm:inline">{text.previous}</span>
                </Button>
                <Button variant="secondary" aria-label={text.next} onClick={() => step(1)}>
                  <span className="sm:hidden">{text.nextShort}</span>
                  <span className="hidden sm:inline">{text.next}</span>
                  <ChevronDownIcon className="size-4 -rotate-90" aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
