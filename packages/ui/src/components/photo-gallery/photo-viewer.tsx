import { formatNumber } from '@mesto/domain';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { DialogCloseButton, DialogDescription, DialogTitle } from '../dialog/dialog.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { photoGalleryMessages as text } from './messages.ts';

export type PhotoViewerProps = {
  photos: readonly ResponsiveImageSource[];
  /** The photo shown (from 0), or null while closed. */
  open: number | null;
  alt: (n: number) => string;
  caption: ((index: number) => ReactNode) | undefined;
  /** Moves by `by` photos, round the ends. */
  step: (by: number) => void;
  onClose: () => void;
  /** Where focus goes back when the viewer closes. */
  returnFocus: () => void;
};

/**
 * Locks the page's scrolling with one non-inherited property on the root element. Radix's overlay locks it with
 * react-remove-scroll, which sets an inherited custom property (`--removed-body-scroll-bar-size`) on the body: every
 * element of the page has its style recalculated, and the focus move of the opening forces that inside the tap.
 */
function ScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
  return null;
}

/**
 * The gallery's large view: a modal dialog (focus kept inside, Escape and a tap outside close it, focus returns to the
 * thumbnail), loaded apart from the thumbnails so that a page with photos does not carry the dialog code before it.
 *
 * Modal by its own means, not Radix's `modal`: that one also sets `pointer-events: none` on the body (and the scroll
 * lock's custom property, see ScrollLock), inherited changes that made the browser recalculate the style of every
 * element of the page, synchronously in the tap, forced by the focus move (about 100 of the tap's 150 ms on a
 * throttled phone, profiled). Here the shade over the page takes the pointer, Tab loops inside (Radix's focus
 * scope loops), focus that escapes otherwise is brought back, and `aria-modal` tells assistive technology that the
 * rest is out of reach.
 */
export default function PhotoViewer({ photos, open, alt, caption, step, onClose, returnFocus }: PhotoViewerProps) {
  const content = useRef<HTMLDivElement | null>(null);
  const shown = open === null ? null : (photos[open] ?? null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  return (
    <DialogPrimitive.Root modal={false} open={shown !== null} onOpenChange={(next) => (next ? null : onClose())}>
      {shown === null || open === null ? null : (
        <DialogPrimitive.Portal>
          <ScrollLock />
          {/* The shade alone, not Radix's overlay: see useScrollLock. A tap on it closes (outside the content). */}
          <div className="fixed inset-0 z-50 animate-fade-in bg-overlay" />
          <DialogPrimitive.Content
            ref={content}
            aria-modal="true"
            onKeyDown={onKeyDown}
            onFocusOutside={(event) => {
              // Focus taken out (a screen reader's cursor, a script) comes back instead of closing the viewer.
              event.preventDefault();
              content.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
            className={cn(
              'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto',
              'rounded-t-card border border-border bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-foreground shadow-overlay',
              'data-[state=open]:animate-sheet-in',
              'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-4xl sm:-translate-x-1/2 sm:-translate-y-1/2',
              'sm:rounded-card sm:p-6 sm:data-[state=open]:animate-pop-in',
            )}
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
            <DialogCloseButton />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      )}
    </DialogPrimitive.Root>
  );
}
