import { formatCount, formatNumber, formatTime, formatWeekdayDate, Visibility } from '@mesto/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Card } from '../card/card.tsx';
import { CalendarIcon, LockIcon, MapPinIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Tag } from '../tag/tag.tsx';
import { roomCardMessages as text } from './messages.ts';

export type RoomCardProps = {
  title: string;
  /** Where the card leads: the room's page. */
  href: string;
  /** When the company meets (an ISO instant). */
  startsAt: string;
  endsAt?: string | null;
  /** The place's IANA zone: the time is shown by its clock, whatever the viewer's device says. */
  timeZone: string;
  /** The place or event the room gathers at. */
  whereName?: string | null;
  /** Who gathers it; left out where the line above the card already says so (a feed). */
  owner?: { name: string; avatarUrl?: string | null } | undefined;
  participantCount: number;
  /** Null when the room takes anyone. */
  capacity?: number | null;
  visibility?: Visibility;
  /** The join or leave button; the caller renders it (it knows whether the viewer is in). */
  action?: ReactNode;
  /** A mark above the card's text, e.g. «Скрыто модератором: …» (ModerationNotice) on one's own room. */
  notice?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  linkComponent?: LinkComponent;
  className?: string;
};

/** A room (a company gathering to go somewhere together) in a list: what, when, where, who and how many. */
export function RoomCard({
  title,
  href,
  startsAt,
  endsAt = null,
  timeZone,
  whereName = null,
  owner,
  participantCount,
  capacity = null,
  visibility = Visibility.PUBLIC,
  action,
  notice,
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: RoomCardProps) {
  const Heading = `h${headingLevel}` as const;
  const start = new Date(startsAt);
  const time =
    endsAt === null
      ? formatTime(start, timeZone)
      : `${formatTime(start, timeZone)}–${formatTime(new Date(endsAt), timeZone)}`;
  const full = capacity !== null && participantCount >= capacity;
  const participants =
    capacity === null
      ? formatCount(participantCount, text.participants)
      : text.ofCapacity(formatNumber(participantCount), formatNumber(capacity));
  return (
    <Card interactive className={cn('h-full', className)}>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        {notice === undefined || notice === null ? null : <div className="relative z-10">{notice}</div>}
        <p className="flex items-start gap-2 text-sm font-medium text-primary">
          <CalendarIcon className="mt-0.5 size-4 shrink-0" />
          <time dateTime={startsAt}>{text.dateTime(formatWeekdayDate(start, timeZone), time)}</time>
        </p>
        <Heading className="break-words text-lg font-semibold leading-snug">
          {/* The link's box covers the whole card, so the card is one target; the action sits above it. */}
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        {whereName === null ? null : (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{whereName}</span>
          </p>
        )}
        {owner === undefined ? null : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Avatar name={owner.name} src={owner.avatarUrl} size="sm" aria-hidden="true" />
            <span className="min-w-0 break-words">{text.owner(owner.name)}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <Tag tone={full ? 'neutral' : 'primary'}>
              <span className="sr-only">{text.participantsLabel}: </span>
              {participants}
            </Tag>
            {full ? <Tag tone="warn">{text.full}</Tag> : null}
            {visibility === Visibility.PUBLIC ? null : (
              <Tag tone="info" icon={<LockIcon className="size-3.5 shrink-0" />}>
                {text.visibility[visibility]}
              </Tag>
            )}
          </div>
          {action === undefined || action === null ? null : <div className="relative z-10">{action}</div>}
        </div>
      </div>
    </Card>
  );
}

/** The card's shape while rooms load. */
export function RoomCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('h-full gap-3 p-4 sm:p-5', className)} aria-hidden="true">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-4 w-32" />
      <div className="mt-1 flex items-center justify-between">
        <Skeleton className="h-7 w-20 rounded-full" />
        <Skeleton className="h-9 w-28" />
      </div>
    </Card>
  );
}
