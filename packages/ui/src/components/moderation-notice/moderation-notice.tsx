import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { moderationNoticeMessages as text } from './messages.ts';

/** The moderation states an author (or the place's team) is shown a mark for; VISIBLE and DELETED show none. */
export type ModerationNoticeState = 'HIDDEN' | 'HELD';

export type ModerationNoticeProps = {
  /** Anything but HIDDEN or HELD renders nothing, so the caller may pass the item's state as it is. */
  state: string;
  /** The moderator's reason for hiding it. */
  reason?: string | null;
  /** What the hiding means for this kind of item, under the reason (default: others do not see it). */
  hint?: string;
  className?: string;
};

/**
 * The mark on an item its author still sees while others do not: «Скрыто модератором: причина» for a hidden one,
 * «На проверке у модератора» for one the automatic brakes hold.
 */
export function ModerationNotice({ state, reason = null, hint, className }: ModerationNoticeProps) {
  if (state !== 'HIDDEN' && state !== 'HELD') return null;
  const hidden = state === 'HIDDEN';
  return (
    <div
      data-moderation-state={state}
      className={cn(
        'flex flex-col gap-0.5 rounded-control border-s-4 px-3 py-2 text-sm',
        hidden
          ? 'border-danger bg-danger-soft text-danger-soft-foreground'
          : 'border-warn bg-warn-soft text-warn-soft-foreground',
        className,
      )}
    >
      <p className="break-words font-semibold">{hidden ? text.hidden(reason) : text.held}</p>
      <p>{hint ?? (hidden ? text.hiddenHint : text.heldHint)}</p>
    </div>
  );
}

/** An item's moderation mark as the API gives it: null for everyone but its author, its team and moderators. */
export type ModerationMark = { state: string; reason: string | null };

/**
 * The notice for an item's moderation mark, or nothing (no mark, or a state that needs none): what a card's `notice`
 * or a page takes as it is.
 */
export function moderationNotice(mark: ModerationMark | null, hint?: string): ReactNode {
  if (mark === null || (mark.state !== 'HIDDEN' && mark.state !== 'HELD')) return null;
  return <ModerationNotice state={mark.state} reason={mark.reason} {...(hint === undefined ? {} : { hint })} />;
}
