import { formatCount, formatDistance, formatRating, type OpeningStatus } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { Card } from '../card/card.tsx';
import { MapPinIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { OpenStatus } from '../open-status/open-status.tsx';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { Tag } from '../tag/tag.tsx';
import { placeCardMessages as text } from './messages.ts';

export type PlaceCardProps = {
  name: string;
  /** Where the card leads: the place's page. */
  href: string;
  address?: string;
  /** Open or closed now by the place's clock (`openingStatusAt` of @mesto/domain); null hides the badge (no hours). */
  status?: OpeningStatus | null;
  rating?: number | null;
  opinionCount?: number;
  upcomingEventCount?: number;
  distanceKm?: number | null;
  /** Readable labels (e.g. «Бар», «Музыка»). */
  tags?: readonly string[];
  /** The place's cover (its first photo) across the top of the card. */
  cover?: ResponsiveImageSource | null;
  /** The cover is the first image the page shows: fetched at once. */
  coverPriority?: boolean;
  headingLevel?: 2 | 3 | 4;
  linkComponent?: LinkComponent;
  className?: string;
};

/** A place in a list: name, address and how far, open until when or when it opens, rating and what is on. One link. */
export function PlaceCard({
  name,
  href,
  address,
  status = null,
  rating = null,
  opinionCount = 0,
  upcomingEventCount = 0,
  distanceKm = null,
  tags = [],
  cover = null,
  coverPriority = false,
  headingLevel = 3,
  linkComponent: Link = PlainLink,
  className,
}: PlaceCardProps) {
  const Heading = `h${headingLevel}` as const;
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
        <Heading className="text-lg font-semibold leading-snug">
          {/* The link's box covers the whole card, so the card is one target and one tab stop. */}
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {name}
          </Link>
        </Heading>
        {(address === undefined || address === '') && distanceKm === null ? null : (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              {[address, distanceKm === null ? '' : text.distance(formatDistance(distanceKm))]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {rating === null ? null : (
            <span className="inline-flex items-center gap-1 font-medium">
              <span aria-hidden="true" className="text-warn-soft-foreground">
                ★
              </span>
              <span className="sr-only">{text.rating(formatRating(rating))}</span>
              <span aria-hidden="true">{formatRating(rating)}</span>
              {opinionCount > 0 ? (
                <span className="font-normal text-muted-foreground">· {formatCount(opinionCount, text.opinions)}</span>
              ) : null}
            </span>
          )}
          {upcomingEventCount > 0 ? (
            <span className="text-muted-foreground">{text.upcoming(formatCount(upcomingEventCount, text.events))}</span>
          ) : null}
        </p>
        {status === null && tags.length === 0 ? null : (
          <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
            {status === null ? null : <OpenStatus status={status} />}
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}

/** The card's shape while places load. */
export function PlaceCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('h-full gap-3 p-4 sm:p-5', className)} aria-hidden="true">
      <div className="h-6 w-3/4 animate-pulse rounded-control bg-surface-muted" />
      <div className="h-4 w-full animate-pulse rounded-control bg-surface-muted" />
      <div className="h-4 w-28 animate-pulse rounded-control bg-surface-muted" />
      <div className="mt-1 h-7 w-32 animate-pulse rounded-full bg-surface-muted" />
    </Card>
  );
}
