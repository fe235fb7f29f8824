import { formatCount, HERE_NOW_MIN_SHOWN } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { hereNowMessages as text } from './messages.ts';

export type HereNowProps = {
  /**
   * How many people are checked in here now; null when fewer than HERE_NOW_MIN_SHOWN (the API hides the number so
   * no one is singled out). A smaller number is treated the same way.
   */
  count: number | null;
  /** The viewer is checked in here: «Сейчас здесь вы…» rather than «мало людей» (they are counted in `count`). */
  you?: boolean;
  /** Announces changes politely to screen readers (a page that refreshes the count while open). */
  live?: boolean;
  className?: string;
};

/** «Сейчас здесь 5 человек», or «мало людей» below the threshold; «…вы…» for someone checked in here. */
export function HereNow({ count, you = false, live = false, className }: HereNowProps) {
  const few = count === null || count < HERE_NOW_MIN_SHOWN;
  const label = few
    ? you
      ? text.youFew
      : text.few
    : (you ? text.youCount : text.count)(formatCount(count, text.people));
  // Someone is here whenever the viewer is: the dot is lit for them even below the threshold.
  const lit = !few || you;
  return (
    <p
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
      className={cn('inline-flex items-center gap-2 text-sm font-medium', className)}
    >
      <span aria-hidden="true" className="relative flex size-2.5 shrink-0">
        {lit ? (
          <span className="absolute inset-0 animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        ) : null}
        <span className={cn('relative size-2.5 rounded-full', lit ? 'bg-success' : 'bg-input')} />
      </span>
      {label}
    </p>
  );
}
