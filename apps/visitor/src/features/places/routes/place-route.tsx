import type { CursorPage } from '@mesto/app-shell';
import { loadQueries, loadQuery, pageItems, routeData, useAbsoluteUrl, useNow, useShellConfig } from '@mesto/app-shell';
import { cutText, formatCount, formatRating, isOpenStatus, PLACE_TAG_LABELS, weekdayInZone } from '@mesto/domain';
import {
  CalendarFeedLink,
  Card,
  ContactLinks,
  DirectionsLinks,
  LazyPlacesMap,
  OpenStatus,
  openStatusText,
  PageMeta,
  ScheduleView,
  Skeleton,
  Tag,
} from '@mesto/ui';
import type { InfiniteData } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { storedFilesQueryOptions, useFileUrls } from '../../../api/get-file-urls.ts';
import { usePageView } from '../../../api/page-views.ts';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { textLinkClass } from '../../../components/fact.tsx';
import { FollowControl } from '../../../components/follow-control.tsx';
import { PageFailed, PageLoading, PageNotFound } from '../../../components/page-states.tsx';
import { WriteControl } from '../../../components/write-control.tsx';
import { paths } from '../../../config/paths.ts';
import { breadcrumbJsonLd } from '../../../lib/breadcrumb-json-ld.ts';
import { previewCardPath } from '../../../lib/preview-card.ts';
import { messages } from '../../../messages.ts';
import { placeQueryOptions, usePlace } from '../api/get-place.ts';
import { authorAvatarIds, type Opinion, placeOpinionsQueryOptions } from '../api/get-place-opinions.ts';
import { type PlacePhoto, placePhotosQueryOptions } from '../api/get-place-photos.ts';
import { upcomingEventsQueryOptions } from '../api/get-upcoming-events.ts';
import { hereNowQueryOptions } from '../api/get-visit-stats.ts';
import type { Place } from '../api/search-places.ts';
import { PlaceEssentials } from '../components/place-essentials.tsx';
import { PlacePhotos } from '../components/place-photos.tsx';
import { PlaceSocialCheckIn } from '../components/place-social-check-in.tsx';
import { PlaceSocialOpinions } from '../components/place-social-opinions.tsx';
import { UpcomingEvents } from '../components/upcoming-events.tsx';
import { pagePhotoFileIds, VisitorPhotos } from '../components/visitor-photos.tsx';
import { WhatPeopleSay } from '../components/what-people-say.tsx';
import { placeFeedUrl } from '../lib/calendar-urls.ts';
import { CITY_CENTER } from '../lib/city.ts';
import { statusAt } from '../lib/opening-status.ts';
import { placeJsonLd } from '../lib/place-json-ld.ts';
import { placesMessages } from '../messages.ts';

const screen = messages.screens.place;
const text = placesMessages.place;
/** Photos are asked for at this width: the page's gallery and the link preview's picture. */
const PHOTO_WIDTH = 1200;

function PlaceMeta({ place }: { place: Place }) {
  const shell = useShellConfig();
  const absolute = useAbsoluteUrl();
  const photos = useFileUrls(place.photoFileIds, PHOTO_WIDTH);
  const description = [place.address, place.description.trim()].filter(Boolean).join('. ');
  const images = (photos.data ?? []).filter((url): url is string => url !== null).map(absolute);
  const page = absolute(paths.place.getHref(place.code));
  return (
    <PageMeta
      title={shell.documentTitle(place.name)}
      description={description === '' ? place.name : cutText(description, 160)}
      url={page}
      image={images[0] ?? absolute(previewCardPath('place', place.code))}
      type="article"
      alternates={[{ type: 'text/calendar', href: absolute(placeFeedUrl(place.code)), title: text.calendarFeed }]}
      structuredData={[
        placeJsonLd(place, { page, images }),
        breadcrumbJsonLd([
          { name: messages.screens.home.title, url: absolute(paths.home.getHref()) },
          { name: messages.screens.places.title, url: absolute(paths.places.getHref()) },
          { name: place.name, url: page },
        ]),
      ]}
    />
  );
}

function PlaceSidebar({ place }: { place: Place }) {
  const now = useNow();
  const navigate = useNavigate();
  const absolute = useAbsoluteUrl();
  const status = statusAt(place, now);
  return (
    <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <Card className="p-5">
        {place.schedule.length === 0 ? (
          <>
            <h2 className="mb-1 font-semibold">{text.schedule}</h2>
            <p className="text-muted-foreground">{text.noSchedule}</p>
          </>
        ) : (
          <ScheduleView schedule={place.schedule} today={weekdayInZone(now, place.timeZone)} caption={text.schedule} />
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        <h2 className="font-semibold">{text.contacts}</h2>
        {place.contacts.length === 0 ? (
          <p className="text-muted-foreground">{text.noContacts}</p>
        ) : (
          <ContactLinks contacts={place.contacts} />
        )}
      </Card>
      {place.latitude === null || place.longitude === null ? null : (
        <section className="flex flex-col gap-2" aria-labelledby="place-map">
          <h2 id="place-map" className="font-semibold">
            {text.onMap}
          </h2>
          {/* Its code and Leaflet's come when it nears the screen (below the fold on a phone). */}
          <LazyPlacesMap
            label={text.mapLabel(place.name)}
            places={[
              {
                id: place.id,
                name: place.name,
                latitude: place.latitude,
                longitude: place.longitude,
                href: paths.place.getHref(place.code),
                details: [place.address, status === null ? '' : openStatusText(status)].filter(Boolean).join(' · '),
              },
            ]}
            center={CITY_CENTER}
            onNavigate={(href) => void navigate(href)}
            className="h-64"
          />
        </section>
      )}
      {place.latitude === null || place.longitude === null ? null : (
        <DirectionsLinks point={{ latitude: place.latitude, longitude: place.longitude }} name={place.name} />
      )}
      <CalendarFeedLink href={absolute(placeFeedUrl(place.code))} />
    </aside>
  );
}

/**
 * «Я здесь», told whether the place is open now. The clock is read here and in the sidebar, not by the page around
 * them: right after hydration it moves from the server's moment to the browser's, and only what shows it re-renders.
 */
function PlaceCheckIn({ place }: { place: Place }) {
  const now = useNow();
  return (
    <PlaceSocialCheckIn place={place} open={place.schedule.length === 0 ? null : isOpenStatus(statusAt(place, now))} />
  );
}

function PlaceDetails({ place }: { place: Place }) {
  // On a phone the hours and contacts come right after the description, before the long list of events; on a
  // wide screen they stand beside both.
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
        <PlaceCheckIn place={place} />
        <PlacePhotos name={place.name} fileIds={place.photoFileIds} />
        {place.description.trim() === '' ? null : (
          <section className="flex flex-col gap-2" aria-labelledby="place-about">
            <h2 id="place-about" className="text-2xl font-semibold">
              {text.about}
            </h2>
            <p className="whitespace-pre-line break-words">{place.description}</p>
          </section>
        )}
        {place.tags.length === 0 && place.features.length === 0 ? null : (
          <section className="flex flex-col gap-2" aria-labelledby="place-features">
            <h2 id="place-features" className="text-2xl font-semibold">
              {text.features}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {place.tags.map((tag) => (
                <li key={tag}>
                  <Tag tone="primary">{PLACE_TAG_LABELS[tag]}</Tag>
                </li>
              ))}
              {place.features.map((feature) => (
                <li key={feature.id}>
                  <Tag>{feature.name}</Tag>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <PlaceSidebar place={place} />
      <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-2">
        <UpcomingEvents of={{ place: place.id }} showPlace={false} />
        <WhatPeopleSay summary={place.opinionSummary} />
        <VisitorPhotos place={place} />
        <PlaceSocialOpinions place={place} />
      </div>
    </div>
  );
}

function PlaceFacts({ place }: { place: Place }) {
  const now = useNow();
  const status = statusAt(place, now);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {status === null ? null : <OpenStatus status={status} />}
      {place.address === '' ? null : <span>{place.address}</span>}
      {place.rating === null ? null : (
        <span>
          <span className="sr-only">{text.rating(formatRating(place.rating))}</span>
          <span aria-hidden="true">★ {formatRating(place.rating)}</span>
          {place.opinionCount > 0 ? (
            <span className="text-muted-foreground"> · {formatCount(place.opinionCount, text.opinions)}</span>
          ) : null}
        </span>
      )}
      <PlaceEssentials place={place} />
      {place.organisation === null ? null : (
        <span>
          <span className="text-muted-foreground">{text.organisation}: </span>
          <Link to={paths.organisation.getHref(place.organisation.code)} className={textLinkClass}>
            {place.organisation.name}
          </Link>
        </span>
      )}
      <FollowControl target={{ place: place.id }} />
      {place.organisation === null ? null : (
        <WriteControl
          target={{ organisation: place.organisation.id, place: place.id }}
          name={place.organisation.name}
        />
      )}
    </div>
  );
}

/**
 * `/place/{placeCode}`: a place — open or closed now and the week's hours by its own clock (today highlighted),
 * contacts, photos, its point on a map, upcoming events and their calendar feed — with schema.org data; and its
 * social side: follow it, «Я здесь» with how many are here now, the rating and the opinions with their answers.
 */
export default function PlaceRoute() {
  const { placeCode = '' } = useParams();
  const place = usePlace(placeCode);
  usePageView(place.data ? { place: place.data.id } : null);

  if (place.isPending) {
    return (
      <PageLoading title={screen.title} label={text.loading}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-hidden="true">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-72 rounded-card" />
        </div>
      </PageLoading>
    );
  }
  if (place.isError) {
    return (
      <PageFailed
        title={screen.title}
        message={text.loadFailed}
        retryLabel={placesMessages.retry}
        onRetry={() => void place.refetch()}
      />
    );
  }
  if (place.data === null) {
    return (
      <PageNotFound
        title={screen.title}
        message={text.notFound}
        hint={text.notFoundHint(placeCode)}
        backHref={paths.places.getHref()}
        backLabel={text.toPlaces}
      />
    );
  }
  return (
    <CatalogueScreen title={place.data.name} meta={<PlaceFacts place={place.data} />}>
      <PlaceMeta place={place.data} />
      <PlaceDetails place={place.data} />
    </CatalogueScreen>
  );
}

/**
 * The place, its photos, its next events and the newest opinions with their authors' pictures: what a crawler and a
 * link preview read. The opinions come with the page rather than after it: rendered in the browser once fetched, they
 * were the largest single task of the page's start on a phone; hydrated, their work is sliced with the rest.
 */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const page = await loadQuery<CursorPage<Place>>(data, placeQueryOptions(data.$api, args.params.placeCode ?? ''));
  const place = page?.items[0];
  if (place === undefined) return null;
  const [opinions, photos] = await Promise.all([
    loadQuery<InfiniteData<CursorPage<Opinion>>>(data, placeOpinionsQueryOptions(data.$api, place.code)),
    // Visitors' photos arrive with the page, so the section does not push what is below it down later.
    loadQuery<InfiniteData<CursorPage<PlacePhoto>>>(data, placePhotosQueryOptions(data.$api, place.id)),
    loadQueries(data, [
      storedFilesQueryOptions(data.$api, place.photoFileIds),
      upcomingEventsQueryOptions(data.$api, { place: place.id }),
      // «Сейчас здесь …» arrives with the page instead of pushing what is below it down a moment later.
      hereNowQueryOptions(data.$api, place.code),
    ]),
  ]);
  const avatarIds = authorAvatarIds(pageItems(opinions));
  const firstPhotos = photos?.pages[0];
  await loadQueries(data, [
    ...(avatarIds.length > 0 ? [storedFilesQueryOptions(data.$api, avatarIds)] : []),
    ...(firstPhotos && firstPhotos.items.length > 0
      ? [storedFilesQueryOptions(data.$api, pagePhotoFileIds(firstPhotos))]
      : []),
  ]);
  return null;
}
