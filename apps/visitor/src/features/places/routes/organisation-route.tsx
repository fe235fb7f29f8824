import { type CursorPage, loadQueries, loadQuery, routeData, useAbsoluteUrl, useShellConfig } from '@mesto/app-shell';
import { cutText, formatCount } from '@mesto/domain';
import { Button, CalendarFeedLink, Card, ContactLinks, PageMeta, Skeleton } from '@mesto/ui';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { FollowControl } from '../../../components/follow-control.tsx';
import { PageFailed, PageLoading, PageNotFound } from '../../../components/page-states.tsx';
import { WriteControl } from '../../../components/write-control.tsx';
import { paths } from '../../../config/paths.ts';
import { breadcrumbJsonLd } from '../../../lib/breadcrumb-json-ld.ts';
import { previewCardPath } from '../../../lib/preview-card.ts';
import { messages } from '../../../messages.ts';
import { organisationEventListsQueryOptions, useOrganisationEventLists } from '../api/get-event-lists.ts';
import { type Organisation, organisationQueryOptions, useOrganisation } from '../api/get-organisation.ts';
import { organisationPlacesQueryOptions, useOrganisationPlaces } from '../api/get-organisation-places.ts';
import { upcomingEventsQueryOptions } from '../api/get-upcoming-events.ts';
import { PlaceList } from '../components/place-list.tsx';
import { UpcomingEvents } from '../components/upcoming-events.tsx';
import { organisationFeedUrl } from '../lib/calendar-urls.ts';
import { organisationJsonLd } from '../lib/organisation-json-ld.ts';
import { placesMessages } from '../messages.ts';

const screen = messages.screens.organisation;
const text = placesMessages.organisation;

function OrganisationPlaces({ organisationId }: { organisationId: string }) {
  const places = useOrganisationPlaces(organisationId);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="organisation-places">
      <h2 id="organisation-places" className="text-2xl font-semibold">
        {text.places}
      </h2>
      <PlaceList
        label={text.places}
        headingLevel={3}
        query={places}
        empty={<p className="text-muted-foreground">{text.noPlaces}</p>}
      />
    </section>
  );
}

function OrganisationEventLists({ organisationId }: { organisationId: string }) {
  const lists = useOrganisationEventLists(organisationId);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold">{text.eventLists}</h2>
      {lists.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-40" />
        </div>
      ) : lists.isError ? (
        <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
          {text.eventListsFailed}
          <Button variant="secondary" size="sm" onClick={() => void lists.refetch()}>
            {placesMessages.retry}
          </Button>
        </p>
      ) : lists.data.length === 0 ? (
        <p className="text-muted-foreground">{text.noEventLists}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lists.data.map((list) => (
            <li key={list.id} className="flex flex-col">
              <Link
                to={paths.eventList.getHref(list.code)}
                className="text-primary underline underline-offset-2 hover:no-underline"
              >
                {list.name}
              </Link>
              {list.upcomingEventCount > 0 ? (
                <span className="text-sm text-muted-foreground">
                  {text.upcomingInList(formatCount(list.upcomingEventCount, text.events))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** `/organisation/{organisationCode}`: who organises — about, contacts, their places, events, lists and feed. */
export default function OrganisationRoute() {
  const shell = useShellConfig();
  const absolute = useAbsoluteUrl();
  const { organisationCode = '' } = useParams();
  const organisation = useOrganisation(organisationCode);

  if (organisation.isPending) {
    return (
      <PageLoading title={screen.title} label={text.loading}>
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-40 rounded-card" />
        </div>
      </PageLoading>
    );
  }
  if (organisation.isError) {
    return (
      <PageFailed
        title={screen.title}
        message={text.loadFailed}
        retryLabel={placesMessages.retry}
        onRetry={() => void organisation.refetch()}
      />
    );
  }
  if (organisation.data === null) {
    return (
      <PageNotFound
        title={screen.title}
        message={text.notFound}
        hint={text.notFoundHint(organisationCode)}
        backHref={paths.places.getHref()}
        backLabel={placesMessages.place.toPlaces}
      />
    );
  }

  const found = organisation.data;
  const page = absolute(paths.organisation.getHref(found.code));
  return (
    <CatalogueScreen
      title={found.name}
      description={found.description.trim() === '' ? undefined : found.description}
      meta={
        <div className="flex flex-wrap items-center gap-3">
          <FollowControl target={{ organisation: found.id }} />
          <WriteControl target={{ organisation: found.id }} name={found.name} />
        </div>
      }
    >
      <PageMeta
        title={shell.documentTitle(found.name)}
        description={found.description.trim() === '' ? found.name : cutText(found.description, 160)}
        url={page}
        image={absolute(previewCardPath('organisation', found.code))}
        alternates={[
          { type: 'text/calendar', href: absolute(organisationFeedUrl(found.code)), title: text.calendarFeed },
        ]}
        structuredData={[
          organisationJsonLd(found, page),
          breadcrumbJsonLd([
            { name: messages.screens.home.title, url: absolute(paths.home.getHref()) },
            { name: messages.screens.places.title, url: absolute(paths.places.getHref()) },
            { name: found.name, url: page },
          ]),
        ]}
      />
      {/* On a phone the contacts and lists come after the places, before the long list of events. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <OrganisationPlaces organisationId={found.id} />
        </div>
        <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="font-semibold">{placesMessages.place.contacts}</h2>
            {found.contacts.length === 0 ? (
              <p className="text-muted-foreground">{placesMessages.place.noContacts}</p>
            ) : (
              <ContactLinks contacts={found.contacts} />
            )}
          </Card>
          <OrganisationEventLists organisationId={found.id} />
          <CalendarFeedLink href={absolute(organisationFeedUrl(found.code))} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <UpcomingEvents of={{ organisation: found.id }} showPlace />
        </div>
      </div>
    </CatalogueScreen>
  );
}

/** The organisation, its places, lists and upcoming events. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const code = args.params.organisationCode ?? '';
  const page = await loadQuery<CursorPage<Organisation>>(data, organisationQueryOptions(data.$api, code));
  const organisation = page?.items[0];
  if (organisation === undefined) return null;
  await loadQueries(data, [
    organisationPlacesQueryOptions(data.$api, organisation.id),
    organisationEventListsQueryOptions(data.$api, organisation.id),
    upcomingEventsQueryOptions(data.$api, { organisation: organisation.id }),
  ]);
  return null;
}
