import { formatDateTime, quoteName } from '@mesto/domain';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { CalendarIcon, ChatIcon, MapPinIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { relativeDate } from '../opinion-card/relative-date.ts';
import { feedItemMessages as text } from './messages.ts';

export type FeedItemType = 'event' | 'opinion' | 'room' | 'visit';

export type FeedLink = { name: string; href?: string | null };

export type FeedItemProps = {
  type: FeedItemType;
  /** Who did it: a person (visit, opinion, room) or the place or organiser (event). */
  actor: FeedLink & { avatarUrl?: string | null };
  /** What it is about: the place of a visit or an event, the subject of an opinion, the room's title. */
  subject?: FeedLink | null;
  /** When it happened (an ISO instant). */
  at: string;
  timeZone: string;
  /** The present moment, for «5 минут назад». */
  now?: Date | number;
  /** The entry itself: an EventCard, OpinionCard or RoomCard; nothing for a visit. */
  children?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
};

const icons = { event: CalendarIcon, opinion: ChatIcon, room: ChatIcon, visit: MapPinIcon } as const;

/** One entry of the feed: a frame with who did what and when, and the entry's own card under it. */
export function FeedItem({
  type,
  actor,
  subject = null,
  at,
  timeZone,
  now,
  children,
  linkComponent: Link = PlainLink,
  className,
}: FeedItemProps) {
  const lineId = useId();
  const Icon = icons[type];
  const labels = { visit: text.visit, opinion: text.opinion, room: text.room } as const;
  const named = (item: FeedLink, className?: string) =>
    item.href ? (
      <Link href={item.href} className={cn('font-semibold text-foreground hover:underline', className)}>
        {item.name}
      </Link>
    ) : (
      <span className={cn('font-semibold text-foreground', className)}>{item.name}</span>
    );
  const quoted = (item: FeedLink) => named({ ...item, name: quoteName(item.name) });

  let line: ReactNode;
  if (type === 'event') {
    line = (
      <>
        {text.event}
        {text.separator}
        {quoted(actor)}
      </>
    );
  } else {
    line = (
      <>
        {named(actor)}
        {text.separator}
        {labels[type]}
        {subject === null ? null : (
          <>
            {text.separator}
            {quoted(subject)}
          </>
        )}
      </>
    );
  }

  const date = new Date(at);
  return (
    <article aria-labelledby={lineId} className={cn('flex flex-col gap-2', className)}>
      <header className="flex items-start gap-3">
        <span className="relative shrink-0">
          <Avatar name={actor.name} src={actor.avatarUrl} size="md" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute -end-1 -bottom-1 flex size-5 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground"
          >
            <Icon className="size-3" />
          </span>
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p id={lineId} className="break-words text-muted-foreground">
            {line}
          </p>
          <time dateTime={at} title={formatDateTime(date, timeZone)} className="text-sm text-muted-foreground">
            {relativeDate(date, timeZone, now)}
          </time>
        </div>
      </header>
      {children === undefined || children === null ? null : <div className="ps-0 sm:ps-14">{children}</div>}
    </article>
  );
}
