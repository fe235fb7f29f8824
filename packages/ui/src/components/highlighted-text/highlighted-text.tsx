import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export type TextRange = { start: number; end: number };

export type HighlightedTextProps = {
  text: string;
  /** UTF-16 offsets into `text`; null or an empty range highlights nothing. */
  highlight: TextRange | null;
  /** The highlight is brought into view when it changes (inside a scrolling box too). */
  scrollIntoView?: boolean;
  className?: string;
  /** Read out before the highlighted part, e.g. «Источник:». */
  markLabel?: string;
};

/**
 * A text kept as written (line breaks and all) with one part of it marked: the words a value was read from.
 * Offsets outside the text are clamped, so a stale range never breaks the text.
 */
export function HighlightedText({
  text,
  highlight,
  scrollIntoView = true,
  className,
  markLabel,
}: HighlightedTextProps) {
  const mark = useRef<HTMLElement>(null);
  const start = highlight === null ? 0 : Math.max(0, Math.min(text.length, highlight.start));
  const end = highlight === null ? 0 : Math.max(start, Math.min(text.length, highlight.end));
  const marked = end > start;
  // Another range is another place to bring into view.
  const markedRange = marked ? `${start}:${end}` : null;

  useEffect(() => {
    if (markedRange !== null && scrollIntoView) {
      mark.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [markedRange, scrollIntoView]);

  return (
    <div className={cn('break-words whitespace-pre-wrap', className)}>
      {marked ? (
        <>
          {text.slice(0, start)}
          <mark ref={mark} className="rounded-sm bg-warn-soft px-0.5 text-warn-soft-foreground ring-2 ring-warn">
            {markLabel === undefined ? null : <span className="sr-only">{markLabel} </span>}
            {text.slice(start, end)}
          </mark>
          {text.slice(end)}
        </>
      ) : (
        text
      )}
    </div>
  );
}
