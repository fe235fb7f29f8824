import type { CursorPage } from '@mesto/app-shell';
import { loadQueries, loadQuery, routeData, useAbsoluteUrl, useShellConfig } from '@mesto/app-shell';
import { cutText, isUuid } from '@mesto/domain';
import { PageMeta } from '@mesto/ui';
import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { storedFilesQueryOptions, useFileUrls } from '../../../api/get-file-urls.ts';
import { usePageView } from '../../../api/page-views.ts';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { FollowControl } from '../../../components/follow-control.tsx';
import { PageFailed, PageLoading, PageNotFound } from '../../../components/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { breadcrumbJsonLd } from '../../../lib/breadcrumb-json-ld.ts';
import { previewCardPath } from '../../../lib/preview-card.ts';
import { messages } from '../../../messages.ts';
import {
  type EventOccurrence,
  eventDatesQueryOptions,
  lastOccurrenceQueryOptions,
  nextOccurrenceQueryOptions,
  useEvent,
  useEventDates,
} from '../api/get-event.ts';
import { COVER_WIDTH, EventDetails, EventDetailsSkeleton, whenText } from '../components/event-details.tsx';
import { eventCalendarUrl } from '../lib/calendar-urls.ts';
import { eventJsonLd } from '../lib/event-json-ld.ts';
import { eventsMessages } from '../messages.ts';

const screen = messages.screens.event;
const text = eventsMessages.event;

/**
 * `?at=<occurrenceId>`: which date of a weekly series the page is about (the next one without it, or when it is not
 * an id). Read by hand rather than with useUrlState: the page reads one parameter and never writes it, and the URL
 * state's parsers would be the only reason for their chunk in the page's first load.
 */
function occurrenceAt(search: URLSearchParams): string | undefined {
  const at = search.get('at');
  return isUuid(at) ? at : undefined;
}

const DESCRIPTION_LENGTH = 160;

function metaDescription(event: EventOccurrence): string {
  const parts = [whenText(event), event.place?.name, event.description.trim()].filter(Boolean);
  const line = parts.join('. ');
  return cutText(line, DESCRIPTION_LENGTH, { ellipsis: true });
}

function EventPageMeta({ event }: { event: EventOccurrence }) {
  const shell = useShellConfig();
  const cover = useFileUrls(event.coverFileId === null ? [] : [event.coverFileId], COVER_WIDTH);
  const absolute = useAbsoluteUrl();
  const image = cover.data?.[0] ? absolute(cover.data[0]) : null;
  return (
    <PageMeta
      title={shell.documentTitle(event.title)}
      description={metaDescription(event)}
      url={absolute(paths.event.getHref(event.code))}
      image={image ?? absolute(previewCardPath('event', event.code))}
      type="article"
      alternates={[{ type: 'text/calendar', href: absolute(eventCalendarUrl(event.code)), title: text.calendar }]}
      structuredData={[
        eventJsonLd(event, {
          page: absolute(paths.event.getHref(event.code, event.occurrenceId)),
          place: event.place === null ? null : absolute(paths.place.getHref(event.place.code)),
          organisation:
            event.organisation === null ? null : absolute(paths.organisation.getHref(event.organisation.code)),
          image,
        }),
        breadcrumbJsonLd([
          { name: messages.screens.home.title, url: absolute(paths.home.getHref()) },
          { name: messages.screens.events.title, url: absolute(paths.events.getHref()) },
          { name: event.title, url: absolute(paths.event.getHref(event.code)) },
        ]),
      ]}
    />
  );
}

/** Follow where the event happens and, when it belongs to one, its list of events (events themselves are not followed). */
function EventFollowControls({ event }: { event: EventOccurrence }) {
  if (event.place === null && event.eventList === null) return null;
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      {event.place === null ? null : (
        <FollowControl
          target={{ place: event.place.id }}
          label={`${eventsMessages.eventList.place}: ${event.place.name}`}
          showFollowers={false}
        />
      )}
      {event.eventList === null ? null : (
        <FollowControl
          target={{ eventList: event.eventList.id }}
          label={`${text.eventList}: ${event.eventList.name}`}
          showFollowers={false}
        />
      )}
    </div>
  );
}

/**
 * `/event/{eventCode}`: one event — when by the place's clock, where, who organises it, the price, the other dates
 * of its series — with «Добавить в календарь», «Поделиться» and schema.org data for search engines.
 */
export default function EventRoute() {
  const { eventCode = '' } = useParams();
  const [search] = useSearchParams();
  const at = occurrenceAt(search);
  const event = useEvent(eventCode);
  // The event, not the date shown: every date of a series is one page to count.
  usePageView(event.data ? { event: eventCode } : null);
  const dates = useEventDates(at === undefined ? null : (event.data?.id ?? null));
  const shown = dates.data?.find((date) => date.occurrenceId === at) ?? event.data;

  // A chosen date of a series waits for the dates, rather than showing the next one first and then jumping.
  if (event.isPending || (at !== undefined && event.data && dates.isPending)) {
    return (
      <PageLoading title={screen.title}>
        <EventDetailsSkeleton />
      </PageLoading>
    );
  }
  if (event.isError) {
    return (
      <PageFailed
        title={screen.title}
        message={text.loadFailed}
        retryLabel={eventsMessages.retry}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (shown === null || shown === undefined) {
    return (
      <PageNotFound
        title={screen.title}
        message={text.notFound}
        hint={text.notFoundHint(eventCode)}
        backHref={paths.events.getHref()}
        backLabel={text.toEvents}
      />
    );
  }
  return (
    <CatalogueScreen title={shown.title}>
      <EventPageMeta event={shown} />
      <EventDetails event={shown} isPast={event.isPast} follow={<EventFollowControls event={shown} />} />
    </CatalogueScreen>
  );
}

/**
 * The event's next date (or its last one, once it is over), the chosen date of a series and the cover: what a
 * crawler and a link preview read.
 */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const code = args.params.eventCode ?? '';
  const at = occurrenceAt(new URL(args.request.url).searchParams);
  let event = (await loadQuery<CursorPage<EventOccurrence>>(data, nextOccurrenceQueryOptions(data.$api, code)))
    ?.items[0];
  if (data.waitForData && event === undefined) {
    event = (await loadQuery<CursorPage<EventOccurrence>>(data, lastOccurrenceQueryOptions(data.$api, code)))?.items[0];
  }
  if (event === undefined) return null;
  await loadQueries(data, [
    ...(at === undefined ? [] : [eventDatesQueryOptions(data.$api, event.id)]),
    ...(event.coverFileId === null ? [] : [storedFilesQueryOptions(data.$api, [event.coverFileId])]),
  ]);
  return null;
}
