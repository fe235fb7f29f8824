import {
  formatDateTime,
  formatTime,
  formatWeekdayDate,
  linkSite,
  PLACE_TAG_LABELS,
  WEEKDAY_LABELS,
} from '@mesto/domain';
import {
  buttonVariants,
  CalendarIcon,
  Card,
  DirectionsLinks,
  PriceTag,
  ResponsiveImage,
  ShareButton,
  Skeleton,
  Tag,
  TicketIcon,
  useViewerTimeZone,
} from '@mesto/ui';
import type { ReactNode } from 'react';
import { useStoredFiles } from '../../../api/get-file-urls.ts';
import { Fact, LinkFact } from '../../../components/fact.tsx';
import { paths } from '../../../config/paths.ts';
import type { EventOccurrence } from '../api/get-event.ts';
import { eventCalendarUrl } from '../lib/calendar-urls.ts';
import { dayAt, isoDate } from '../lib/city-days.ts';
import { eventsMessages } from '../messages.ts';
import { EventAttendance } from './event-attendance.tsx';
import { EventDates } from './event-dates.tsx';
import { EventRooms } from './event-rooms.tsx';

/** The cover is asked for at this width for the link preview (the page itself offers every width). */
export const COVER_WIDTH = 960;

const text = eventsMessages.event;

/** «воскресенье, 22 ноября, 22:00–00:00», or both dates when it ends on another day, by the event's clock. */
export function whenText(event: Pick<EventOccurrence, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  const start = new Date(event.startsAt);
  const startText = `${formatWeekdayDate(start, event.timeZone)}, ${formatTime(start, event.timeZone)}`;
  if (event.endsAt === null) return startText;
  const end = new Date(event.endsAt);
  // Midnight closes the evening it ends, not the next day.
  const endDay = isoDate(dayAt(new Date(end.getTime() - 1), event.timeZone));
  const sameDay = endDay === isoDate(dayAt(start, event.timeZone));
  return `${startText}–${sameDay ? formatTime(end, event.timeZone) : formatDateTime(end, event.timeZone)}`;
}

/**
 * Everything about one date of an event: when, where, who, the price, the way to a calendar and to friends. The main
 * actions («Пойду», «Интересно», the calendar, sharing) come first on a phone, right under the title, and stay beside
 * the details on a wide screen; following the place or the list (`follow`) comes after the facts.
 */
export function EventDetails({
  event,
  isPast,
  follow,
}: {
  event: EventOccurrence;
  isPast: boolean;
  follow?: ReactNode;
}) {
  const cover = useStoredFiles(event.coverFileId === null ? [] : [event.coverFileId]);
  const coverFile = cover.data?.[0] ?? null;
  const viewerZone = useViewerTimeZone();
  // Said only once the reader's zone is known (after hydration on a server-rendered page).
  const otherZone = viewerZone !== null && viewerZone !== event.timeZone;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-6">
        {event.coverFileId === null ? null : coverFile === null ? (
          cover.isPending ? (
            <Skeleton className="aspect-[16/9] w-full rounded-card" />
          ) : null
        ) : (
          // The page's first picture: fetched at once.
          <ResponsiveImage
            image={coverFile}
            alt={text.cover(event.title)}
            sizes="(min-width: 1024px) 44rem, 100vw"
            priority
            className="aspect-[16/9] h-auto w-full rounded-card object-cover"
          />
        )}
        <Card className="p-5 sm:p-6">
          <dl className="m-0 grid gap-4 sm:grid-cols-2">
            <Fact label={text.when}>
              <time dateTime={event.startsAt} className="font-medium">
                {whenText(event)}
              </time>
              {otherZone ? <span className="text-muted-foreground"> ({text.localTime})</span> : null}
              {event.repeatWeekdays.length > 0 ? (
                <span className="block text-sm text-muted-foreground">
                  {text.series(event.repeatWeekdays.map((day) => WEEKDAY_LABELS[day].toLowerCase()).join(', '))}
                </span>
              ) : null}
            </Fact>
            {event.place === null ? null : (
              <LinkFact label={text.where} to={paths.place.getHref(event.place.code)} detail={event.place.address}>
                {event.place.name}
              </LinkFact>
            )}
            {event.organisation === null ? null : (
              <LinkFact label={text.organiser} to={paths.organisation.getHref(event.organisation.code)}>
                {event.organisation.name}
              </LinkFact>
            )}
            {event.eventList === null ? null : (
              <LinkFact label={text.eventList} to={paths.eventList.getHref(event.eventList.code)}>
                {event.eventList.name}
              </LinkFact>
            )}
            <Fact label={text.price}>
              {event.price === null ? (
                <span className="text-muted-foreground">{text.priceUnknown}</span>
              ) : (
                <PriceTag price={event.price} />
              )}
            </Fact>
          </dl>
        </Card>
        {follow}
        {/* «Как добраться» to the event's place; an event that is over needs no route. */}
        {isPast || event.place === null || event.place.latitude === null || event.place.longitude === null ? null : (
          <DirectionsLinks
            point={{ latitude: event.place.latitude, longitude: event.place.longitude }}
            name={event.place.name}
            headingClassName="text-xl font-semibold"
          />
        )}
        {event.description.trim() === '' ? null : (
          <section className="flex flex-col gap-2" aria-labelledby="event-about">
            <h2 id="event-about" className="text-xl font-semibold">
              {text.about}
            </h2>
            <p className="whitespace-pre-line break-words">{event.description}</p>
          </section>
        )}
        {event.tags.length === 0 && event.features.length === 0 ? null : (
          <section className="flex flex-col gap-2" aria-labelledby="event-features">
            <h2 id="event-features" className="text-xl font-semibold">
              {text.features}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {event.tags.map((tag) => (
                <li key={tag}>
                  <Tag tone="primary">{PLACE_TAG_LABELS[tag]}</Tag>
                </li>
              ))}
              {event.features.map((feature) => (
                <li key={feature.id}>
                  <Tag>{feature.name}</Tag>
                </li>
              ))}
            </ul>
          </section>
        )}
        <EventDates event={event} />
        <EventRooms event={event} isPast={isPast} />
      </div>
      <aside
        aria-label={text.actions}
        className="order-first flex flex-col gap-3 lg:order-none lg:sticky lg:top-4 lg:self-start"
      >
        {isPast ? <Tag tone="warn">{text.past}</Tag> : null}
        {/* The first thing to do about a ticketed event; a past one sells nothing. */}
        {isPast || event.ticketUrl === null ? null : <TicketLink href={event.ticketUrl} />}
        <EventAttendance eventId={event.id} isPast={isPast} />
        {/* Side by side on a phone, so the actions take two rows of the first screen, not four. */}
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-3">
          <a
            href={eventCalendarUrl(event.code)}
            download
            aria-label={text.addToCalendar}
            // One main button: with tickets on sale, buying them is it.
            className={buttonVariants({
              fullWidth: true,
              variant: !isPast && event.ticketUrl !== null ? 'secondary' : 'primary',
            })}
          >
            <CalendarIcon />
            <span className="lg:hidden">{text.addToCalendarShort}</span>
            <span className="hidden lg:inline">{text.addToCalendar}</span>
          </a>
          <ShareButton title={event.title} text={whenText(event)} fullWidth />
        </div>
      </aside>
    </div>
  );
}

/**
 * «Купить билет»: the seller's page in a new tab. `nofollow`, as the link is the organiser's, not the site's word;
 * `noopener noreferrer`, so the seller's page can neither reach back into this one nor learn where the visitor was.
 */
function TicketLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={text.buyTicketAt(linkSite(href))}
      className={buttonVariants({ fullWidth: true })}
    >
      <TicketIcon />
      {text.buyTicket}
    </a>
  );
}

/** The page's shape while the event loads. */
export function EventDetailsSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
        {[0, 1, 2, 3].map((fact) => (
          <div key={fact} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-48 max-w-full" />
          </div>
        ))}
      </Card>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-touch w-full" />
        <Skeleton className="h-touch w-full" />
      </div>
    </div>
  );
}
