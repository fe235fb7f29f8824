import { type CursorPage, loadQueries, loadQuery, routeData, useAbsoluteUrl, useShellConfig } from '@mesto/app-shell';
import { cutText, formatCount } from '@mesto/domain';
import { CalendarFeedLink, EmptyState, PageMeta, Skeleton } from '@mesto/ui';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { textLinkClass } from '../../../components/fact.tsx';
import { FollowControl } from '../../../components/follow-control.tsx';
import { PageFailed, PageLoading, PageNotFound } from '../../../components/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { previewCardPath } from '../../../lib/preview-card.ts';
import { messages } from '../../../messages.ts';
import { type EventList, eventListQueryOptions, useEventList } from '../api/get-event-list.ts';
import { eventListEventsQueryOptions, useEventListEvents } from '../api/get-event-list-events.ts';
import { EventDayList } from '../components/event-day-list.tsx';
import { eventListFeedUrl } from '../lib/calendar-urls.ts';
import { eventsMessages } from '../messages.ts';

const screen = messages.screens.eventList;
const text = eventsMessages.eventList;

/** `/event-list/{eventListCode}`: a list of events, its upcoming dates as they load, and its calendar feed. */
export default function EventListRoute() {
  const shell = useShellConfig();
  const absolute = useAbsoluteUrl();
  const { eventListCode = '' } = useParams();
  const list = useEventList(eventListCode);
  const events = useEventListEvents(list.data?.id ?? null);

  if (list.isPending) {
    return (
      <PageLoading title={screen.title} label={text.loading}>
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-touch w-64" />
        </div>
      </PageLoading>
    );
  }
  if (list.isError) {
    return (
      <PageFailed
        title={screen.title}
        message={text.loadFailed}
        retryLabel={eventsMessages.retry}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data === null) {
    return (
      <PageNotFound
        title={screen.title}
        message={text.notFound}
        hint={text.notFoundHint(eventListCode)}
        backHref={paths.events.getHref()}
        backLabel={eventsMessages.event.toEvents}
      />
    );
  }

  const eventList = list.data;
  return (
    <CatalogueScreen
      title={eventList.name}
      description={eventList.description.trim() === '' ? undefined : eventList.description}
      meta={
        <div className="flex flex-col gap-3">
          <dl className="m-0 flex flex-wrap gap-x-6 gap-y-2">
            {eventList.organisation === null ? null : (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{text.organisation}:</dt>
                <dd className="m-0">
                  <Link to={paths.organisation.getHref(eventList.organisation.code)} className={textLinkClass}>
                    {eventList.organisation.name}
                  </Link>
                </dd>
              </div>
            )}
            {eventList.place === null ? null : (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{text.place}:</dt>
                <dd className="m-0">
                  <Link to={paths.place.getHref(eventList.place.code)} className={textLinkClass}>
                    {eventList.place.name}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
          <FollowControl target={{ eventList: eventList.id }} />
        </div>
      }
    >
      <PageMeta
        title={shell.documentTitle(eventList.name)}
        description={eventList.description.trim() === '' ? eventList.name : cutText(eventList.description, 160)}
        url={absolute(paths.eventList.getHref(eventList.code))}
        image={absolute(previewCardPath('event-list', eventList.code))}
        alternates={[
          { type: 'text/calendar', href: absolute(eventListFeedUrl(eventList.code)), title: text.calendarFeed },
        ]}
      />
      <CalendarFeedLink href={absolute(eventListFeedUrl(eventList.code))} />
      <section className="flex flex-col gap-4" aria-labelledby="event-list-upcoming">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="event-list-upcoming" className="text-2xl font-semibold">
            {text.upcoming}
          </h2>
          {eventList.upcomingEventCount > 0 ? (
            <p className="text-muted-foreground">
              {text.upcomingCount(formatCount(eventList.upcomingEventCount, text.events))}
            </p>
          ) : null}
        </div>
        <EventDayList
          label={text.upcoming}
          headingLevel={3}
          query={events}
          empty={<EmptyState title={text.nothingUpcoming} />}
        />
      </section>
    </CatalogueScreen>
  );
}

/** The list and its first upcoming dates. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const code = args.params.eventListCode ?? '';
  const list = (await loadQuery<CursorPage<EventList>>(data, eventListQueryOptions(data.$api, code)))?.items[0];
  if (list !== undefined) await loadQueries(data, [eventListEventsQueryOptions(data.$api, list.id)]);
  return null;
}
