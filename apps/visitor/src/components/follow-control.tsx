import { useSession } from '@mesto/api-client/react';
import { Button, buttonVariants, cn, FollowButton, PlusIcon, toast } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type FollowTarget, useSubscriptionStatus, useToggleSubscription } from '../api/subscriptions.ts';
import { paths } from '../config/paths.ts';

// The texts of this shared control; the button's own words come from FollowButton of @mesto/ui.
const text = {
  follow: 'Подписаться',
  signInToFollow: 'Войдите, чтобы подписаться',
  statusFailed: 'Не удалось узнать, подписаны ли вы',
  retry: 'Повторить',
  followFailed: 'Не удалось подписаться. Попробуйте ещё раз.',
  unfollowFailed: 'Не удалось отписаться. Попробуйте ещё раз.',
} as const;

type FollowControlProps = {
  /** Whom or what to follow, by id or code: `{ user }`, `{ place }`, `{ organisation }` or `{ eventList }`. */
  target: FollowTarget;
  /**
   * What is followed, shown before the button and naming the group, for a screen with several buttons
   * («Место: Бар «Маяк»» beside one, «Подборка: Джаз по пятницам» beside another).
   */
  label?: ReactNode;
  /** «128 подписчиков» beside the button; on by default. */
  showFollowers?: boolean;
  /** «Вы друзья» beside the button when a person follows back; on by default (it only applies to people). */
  showFriends?: boolean;
  className?: string;
};

/** Is the target the signed-in person themselves (one does not follow oneself)? */
function isSelf(target: FollowTarget, user: { id: string; code: string; username: string | null } | null): boolean {
  if (user === null || !('user' in target)) return false;
  const key = target.user;
  return key === user.id || key === user.code || (user.username !== null && key === user.username);
}

/**
 * Follow a person, a place, an organisation or a list of events. Signed in: `FollowButton` with the status from
 * the API, changed at once on a press and put back with a toast if the server refuses. Signed out: a link to the
 * login screen that comes back here. Nothing for one's own profile.
 */
export function FollowControl({
  target,
  label,
  showFollowers = true,
  showFriends = true,
  className,
}: FollowControlProps) {
  const { status: sessionStatus, user } = useSession();
  const location = useLocation();
  const signedIn = user !== null;
  const status = useSubscriptionStatus(target, { enabled: signedIn });
  const toggle = useToggleSubscription(target, {
    onFailed: (_error, follow) => {
      toast({ severity: 'error', description: follow ? text.followFailed : text.unfollowFailed });
    },
  });
  const following = status.data?.subscribed ?? false;

  if (isSelf(target, user)) return null;
  const frame = (control: ReactNode) =>
    label === undefined ? (
      <div className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>{control}</div>
    ) : (
      // A fieldset names the control for screen readers («Место: Бар «Маяк»» — Подписаться); the legend is
      // visually hidden because a legend does not sit in a row beside the button.
      <fieldset
        className={cn('m-0 inline-flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 border-0 p-0', className)}
      >
        <legend className="sr-only">{label}</legend>
        <span aria-hidden="true" className="break-words">
          {label}
        </span>
        {control}
      </fieldset>
    );

  if (sessionStatus === 'loading') {
    return frame(<FollowButton following={false} pending onToggle={() => undefined} />);
  }
  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return frame(
      <Link
        to={paths.auth.login.getHref(here)}
        className={buttonVariants({ variant: 'primary', size: 'md' })}
        title={text.signInToFollow}
      >
        {/* As the follow button draws it (and as wide as it is while the session loads): nothing beside it moves. */}
        <PlusIcon className="size-4" />
        {text.follow}
      </Link>,
    );
  }
  if (status.isError) {
    return frame(
      <>
        <span className="text-sm text-muted-foreground">{text.statusFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          {text.retry}
        </Button>
      </>,
    );
  }
  return frame(
    <FollowButton
      following={following}
      friends={showFriends && (status.data?.friends ?? false)}
      followers={showFollowers ? (status.data?.followers ?? null) : null}
      // Only the first load disables the button: a press shows its result at once, and the button keeps
      // keyboard focus while the server answers (a second press meanwhile is ignored).
      pending={status.isPending}
      onToggle={() => {
        if (!toggle.isPending) toggle.mutate(!following);
      }}
    />,
  );
}
