import { formatTime, formatWeekdayDate } from '@mesto/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../card/card.tsx';
import { CalendarIcon, MapPinIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { PriceTag } from '../price-tag/price-tag.tsx';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { Tag } from '../tag/tag.tsx';
import { eventCardMessages as text } from './messages.ts';

export type EventCardProps = {
  title: string;
  /** Where the card leads: the event's page. */
  href: string;
  /** The start of this occurrence (an ISO instant). */
  startsAt: string;
  endsAt?: string | null;
  /** The place's IANA zone: the date and time are shown by its clock, whatever the viewer's device says. */
  timeZone: string;
  placeName?: string | null;
  /** Rubles; 0 is free, null unknown. */
  price: number | null;
  /** Readable labels (e.g. «Бар», «Музыка»). */
  tags?: readonly string[];
  /** A weekly series: «Повторяется» beside the date. */
  repeats?: boolean;
  /** Only the time when a heading above already names the day. */
  show?: 'date-time' | 'time';
  /** The event's cover across the top of the card; the card keeps its text layout without one. */
  cover?: ResponsiveImageSource | null;
  /** The cover is the first image the page shows (the first card of a list at the top): fetched at once. */
  coverPriority?: boolean;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  linkComponent?: LinkComponent;
  /** Extra lines under the details. */
  children?: ReactNode;
  className?: string;
};

/** An occurrence of an event in a list: when (in the place's zone), what, where, for how much. One link. */
export function EventCard({
  title,
  href,
  startsAt,
  endsAt = null,
  timeZone,
  placeName = null,
  price,
  tags = [],
  repeats = false,
  show = 'date-time',
  cover = null,
  coverPriority = false,
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  children,
  className,
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  const start = new Date(startsAt);
  const time =
    endsAt === null
      ? formatTime(start, timeZone)
      : `${formatTime(start, timeZone)}–${formatTime(new Date(endsAt), timeZone)}`;
  const when = show === 'time' ? time : text.dateTime(formatWeekdayDate(start, timeZone), time);
  return (
    <Card interactive className={cn('h-full', className)}>
      {cover === null ? null : (
        <ResponsiveImage
          image={cover}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={coverPriority}
          className="aspect-[16/9] h-auto w-full bg-surface-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-col gap-0.5">
          <p className="flex items-start gap-2 text-sm font-medium text-primary">
            <CalendarIcon className="mt-0.5 size-4 shrink-0" />
            <time dateTime={startsAt}>{when}</time>
          </p>
          {repeats ? <p className="ps-6 text-xs text-muted-foreground">{text.repeats}</p> : null}
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          {/* The link's box covers the whole card, so the card is one target and one tab stop. */}
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        {placeName === null ? null : (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" />
            <span className="break-words">{placeName}</span>
          </p>
        )}
        {children}
        {price === null && tags.length === 0 ? null : (
          <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
            <PriceTag price={price} />
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}

/** The card's shape while events load. */
export function EventCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('h-full gap-3 p-4 sm:p-5', className)} aria-hidden="true">
      <div className="h-4 w-40 animate-pulse rounded-control bg-surface-muted" />
      <div className="h-6 w-full animate-pulse rounded-control bg-surface-muted" />
      <div className="h-4 w-32 animate-pulse rounded-control bg-surface-muted" />
      <div className="mt-1 h-7 w-24 animate-pulse rounded-full bg-surface-muted" />
    </Card>
  );
}
