import { formatCount } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/button.tsx';
import { CheckIcon, PlusIcon } from '../icons/icons.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { followButtonMessages as text } from './messages.ts';

export type FollowButtonProps = {
  /** The viewer follows this person or place. */
  following: boolean;
  /** They follow each other: «Вы друзья» beside the button. */
  friends?: boolean;
  /** How many follow them: «128 подписчиков» beside the button. */
  followers?: number | null;
  /** The request is running: the button is busy and ignores clicks. */
  pending?: boolean;
  onToggle: () => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A toggle button (aria-pressed) to follow a person or a place. While subscribed it reads «Вы подписаны» and, under
 * the pointer or keyboard focus, shows what a press does: «Отписаться» — in the same place and size, so nothing
 * moves under the pointer.
 */
export function FollowButton({
  following,
  friends = false,
  followers = null,
  pending = false,
  onToggle,
  disabled = false,
  className,
}: FollowButtonProps) {
  return (
    <div className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <button
        type="button"
        aria-pressed={following}
        aria-busy={pending || undefined}
        disabled={disabled || pending}
        onClick={onToggle}
        className={cn(
          'group',
          buttonVariants({ variant: following ? 'secondary' : 'primary', size: 'md' }),
          following &&
            'hover:bg-danger-soft hover:text-danger-soft-foreground focus-visible:bg-danger-soft focus-visible:text-danger-soft-foreground',
        )}
      >
        {pending ? <Spinner size="sm" label={null} /> : following ? null : <PlusIcon className="size-4" />}
        {following ? (
          // Both states share one cell, so the button keeps its size under the pointer (a button that shrank on
          // hover would slip from under it and flicker). The name stays «Вы подписаны»; «Отписаться» is a visual hint.
          <span className="inline-grid">
            <span className="col-start-1 row-start-1 inline-flex items-center justify-center gap-2 group-hover:opacity-0 group-focus-visible:opacity-0">
              {pending ? null : <CheckIcon className="size-4" />}
              {text.following}
            </span>
            <span
              aria-hidden="true"
              className="col-start-1 row-start-1 inline-flex items-center justify-center opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              {text.unfollow}
            </span>
          </span>
        ) : (
          text.follow
        )}
      </button>
      {following && friends ? (
        <span className="text-sm font-medium text-success-soft-foreground">{text.friends}</span>
      ) : null}
      {followers === null ? null : (
        <span className="text-sm text-muted-foreground tabular-nums">{formatCount(followers, text.followers)}</span>
      )}
    </div>
  );
}
