import { useSession } from '@mesto/api-client/react';
import { formatNumber, VISIBILITY_LABELS } from '@mesto/domain';
import { Avatar, Button, buttonVariants, Card, Skeleton, toast } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { textLinkClass } from '../../../components/fact.tsx';
import { paths } from '../../../config/paths.ts';
import {
  type EventAttendance as Attendance,
  type AttendanceStatus,
  useEventAttendance,
  useMarkAttendance,
} from '../api/event-attendance.ts';
import { eventsMessages } from '../messages.ts';

const text = eventsMessages.attendance;

const personName = (person: { displayName: string; username: string | null; code: string }) =>
  person.displayName || person.username || person.code;

/** «Идут друзья: Анна, Борис и ещё 3», each a link to their profile. */
function FriendsGoing({ attendance }: { attendance: Attendance }) {
  const { friendsGoing: friends, friendsGoingCount: total } = attendance;
  if (friends.length === 0) return null;
  const more = total - friends.length;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{text.friendsGoing}</h3>
      <ul className="flex flex-col gap-1.5" aria-label={text.friendsGoing}>
        {friends.map((friend) => (
          <li key={friend.id} className="flex items-center gap-2">
            <Avatar name={personName(friend)} size="sm" aria-hidden="true" />
            <Link to={paths.profile.getHref(friend.username ?? friend.code)} className={`${textLinkClass} break-words`}>
              {personName(friend)}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-muted-foreground">{text.friendsMore(formatNumber(more))}</p> : null}
    </div>
  );
}

/**
 * «Пойду» / «Интересно» for the whole event (a weekly series is one event): two toggle buttons with their counts, the
 * signed-in person's mark pressed, who sees it, and the friends who go. Signed out: the counts and a way to sign in.
 * Rendered only in the browser once the session is known; the server (and a past event) shows the counts alone.
 */
export function EventAttendance({ eventId, isPast }: { eventId: string; isPast: boolean }) {
  const { user } = useSession();
  const location = useLocation();
  const attendance = useEventAttendance(eventId);
  const mark = useMarkAttendance(eventId, {
    onFailed: () => toast({ severity: 'error', description: text.markFailed }),
  });

  const frame = (body: ReactNode) => (
    <Card className="flex flex-col gap-3 p-4" role="region" aria-labelledby="event-attendance">
      <h2 id="event-attendance" className="text-lg font-semibold">
        {text.title}
      </h2>
      {body}
    </Card>
  );

  if (attendance.isPending) {
    return frame(
      <>
        <p className="sr-only" role="status">
          {text.loading}
        </p>
        <div className="grid grid-cols-2 gap-2" aria-hidden="true">
          <Skeleton className="h-touch w-full" />
          <Skeleton className="h-touch w-full" />
        </div>
      </>,
    );
  }
  if (attendance.isError) {
    return frame(
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{text.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void attendance.refetch()}>
          {eventsMessages.retry}
        </Button>
      </div>,
    );
  }
  const figures = attendance.data;
  const going = formatNumber(figures.going);
  const interested = formatNumber(figures.interested);
  const summary = <p className="text-sm text-muted-foreground">{text.summary(going, interested)}</p>;

  if (isPast) return frame(summary);
  if (user === null) {
    return frame(
      <>
        {summary}
        <Link
          to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
          className={buttonVariants({ variant: 'secondary', fullWidth: true })}
          title={text.signIn}
        >
          {text.signInAction}
        </Link>
      </>,
    );
  }

  const toggle = (status: AttendanceStatus) => {
    // A press while a mark is on its way is ignored: the buttons already show where it goes.
    if (mark.isPending) return;
    const next = figures.myStatus === status ? null : status;
    mark.mutate(next, {
      onSuccess: () => toast({ severity: 'success', description: next === null ? text.cleared : text.marked[next] }),
    });
  };
  // The count is part of the button's name («Пойду — отметили 3»), its words for screen readers only.
  const choice = (status: AttendanceStatus, label: string, count: string) => {
    const pressed = figures.myStatus === status;
    return (
      <Button
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed}
        onClick={() => toggle(status)}
        className="justify-between"
      >
        <span>
          {label}
          <span className="sr-only">{text.counted}</span>
        </span>
        <span className="tabular-nums">{count}</span>
      </Button>
    );
  };
  return frame(
    <>
      <div className="grid grid-cols-2 gap-2">
        {choice('GOING', text.going, going)}
        {choice('INTERESTED', text.interested, interested)}
      </div>
      {figures.myVisibility === null ? null : (
        <p className="text-sm text-muted-foreground" title={text.visibilityHint}>
          {text.visibleTo(VISIBILITY_LABELS[figures.myVisibility])}
        </p>
      )}
      <FriendsGoing attendance={figures} />
    </>,
  );
}
