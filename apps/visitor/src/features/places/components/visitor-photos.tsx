import { useApi } from '@mesto/api-client/react';
import { pageItems, useNow } from '@mesto/app-shell';
import { formatDateTime, formatNumber } from '@mesto/domain';
import { Avatar, Button, PhotoGallery, relativeDate, Skeleton, Spinner } from '@mesto/ui';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { fileUrlFor, type StoredFile, storedFilesQueryOptions } from '../../../api/get-file-urls.ts';
import { textLinkClass } from '../../../components/fact.tsx';
import { paths } from '../../../config/paths.ts';
import { type PlacePhoto, usePlacePhotos } from '../api/get-place-photos.ts';
import type { Place } from '../api/search-places.ts';
import { placeSocialMessages } from './place-social-messages.ts';

const text = placeSocialMessages.photos;
const AVATAR_WIDTH = 96;
/** Thumbnails: a third of a phone's width, a quarter of the page's main column on a wider screen. */
const THUMBNAIL_SIZES = '(min-width: 1024px) 12rem, (min-width: 640px) 25vw, 33vw';
const GRID = 'grid-cols-3 gap-2 sm:grid-cols-4';

const nameOf = (author: PlacePhoto['author']) => author.displayName || author.username || author.code;

/** Under the photo in the viewer: who took it (their profile) and when, by the place's clock. */
function PhotoCaption({
  photo,
  avatarUrl,
  timeZone,
}: {
  photo: PlacePhoto;
  avatarUrl: string | null;
  timeZone: string;
}) {
  const now = useNow();
  const name = nameOf(photo.author);
  const at = new Date(photo.createdAt);
  return (
    <p className="flex min-w-0 items-center gap-2">
      <Avatar name={name} src={avatarUrl} size="sm" aria-hidden="true" />
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <Link
          to={paths.profile.getHref(photo.author.username ?? photo.author.code)}
          className={`${textLinkClass} min-w-0 break-words font-medium`}
        >
          {name}
        </Link>
        <time dateTime={photo.createdAt} title={formatDateTime(at, timeZone)} className="text-muted-foreground">
          {relativeDate(at, timeZone, now)}
        </time>
      </span>
    </p>
  );
}

/** The files a page of photos shows: each photo and its author's picture, each once. */
export const pagePhotoFileIds = (page: { items: readonly PlacePhoto[] }): string[] => [
  ...new Set(
    page.items.flatMap((item) => [item.fileId, ...(item.author.avatarFileId ? [item.author.avatarFileId] : [])]),
  ),
];
const idsOf = pagePhotoFileIds;

/**
 * The stored files of the photos and of their authors' pictures, by id, asked once per page of photos: a page's
 * query stays the same as more pages come, so the thumbnails already shown never wait again.
 */
function usePageFiles(pages: readonly { items: PlacePhoto[] }[]): ReadonlyMap<string, StoredFile> {
  const { $api } = useApi();
  return useQueries({
    queries: pages.map((page) => ({ ...storedFilesQueryOptions($api, idsOf(page)), enabled: page.items.length > 0 })),
    combine: (results) => {
      const found = new Map<string, StoredFile>();
      results.forEach((result, index) => {
        const page = pages[index];
        if (!page) return;
        idsOf(page).forEach((id, at) => {
          const file = result.data?.[at];
          if (file) found.set(id, file);
        });
      });
      return found;
    },
  });
}

function PhotosSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <div className={`grid ${GRID}`} aria-hidden="true">
        {[0, 1, 2].map((cell) => (
          <Skeleton key={cell} className="aspect-square rounded-control" />
        ))}
      </div>
    </div>
  );
}

/**
 * «Фото посетителей»: the photos of the opinions about the place that the viewer may see, newest first, as 2GIS and
 * Yandex Maps show them; a thumbnail opens the photo large with who took it and when. A place without any shows no
 * section at all.
 */
export function VisitorPhotos({ place }: { place: Place }) {
  const photos = usePlacePhotos(place.id);
  const items = pageItems(photos.data);
  const files = usePageFiles(photos.data?.pages ?? []);
  // A photo is shown once its sizes are known, so its thumbnail keeps its box from the first paint.
  const shown = items.flatMap((item) => {
    const file = files.get(item.fileId);
    return file ? [{ item, file }] : [];
  });
  const photoCount = photos.data?.pages[0]?.photoCount ?? 0;
  const section = useRef<HTMLElement>(null);
  // «Показать ещё» takes the keyboard on to the first photo it brought (the button may be gone: no more pages).
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (photos.isFetchNextPageError) firstNew.current = null;
    if (index === null || shown.length <= index) return;
    firstNew.current = null;
    section.current?.querySelectorAll<HTMLButtonElement>('li button')[index]?.focus();
  });
  const showMore = () => {
    if (photos.isFetchingNextPage) return;
    firstNew.current = shown.length;
    void photos.fetchNextPage();
  };
  const avatarOf = (fileId: string | null) => {
    const file: StoredFile | undefined = fileId === null ? undefined : files.get(fileId);
    return file ? fileUrlFor(file, null, AVATAR_WIDTH) : null;
  };

  // No opinions, no photos: nothing to wait for on most new places.
  if (photos.isPending && place.opinionCount === 0) return null;
  if (!photos.isPending && !photos.isError && items.length === 0) return null;

  const body = photos.isPending ? (
    <PhotosSkeleton />
  ) : photos.isError && items.length === 0 ? (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-muted-foreground" role="alert">
        {text.failed}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void photos.refetch()}>
        {text.retry}
      </Button>
    </div>
  ) : shown.length === 0 ? (
    <PhotosSkeleton />
  ) : (
    <>
      <PhotoGallery
        photos={shown.map(({ file }) => file)}
        alt={(n) => text.photo(formatNumber(n), nameOf((shown[n - 1] as (typeof shown)[number]).item.author))}
        label={text.list}
        sizes={THUMBNAIL_SIZES}
        className={GRID}
        thumbnailClassName="aspect-square rounded-control"
        caption={(index) => {
          const photo = shown[index]?.item;
          return photo ? (
            <PhotoCaption photo={photo} avatarUrl={avatarOf(photo.author.avatarFileId)} timeZone={place.timeZone} />
          ) : null;
        }}
      />
      {photos.isFetchNextPageError ? (
        <p className="text-sm text-danger" role="alert">
          {text.failedMore}
        </p>
      ) : null}
      {photos.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            // Not disabled while it loads: a disabled button would drop the keyboard's focus.
            onClick={showMore}
            aria-busy={photos.isFetchingNextPage}
          >
            {photos.isFetchingNextPage ? <Spinner size="sm" label={null} /> : null}
            {text.more}
          </Button>
          {photos.isFetchingNextPage ? (
            <span className="sr-only" role="status">
              {text.loadingMore}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return (
    <section ref={section} className="flex flex-col gap-3" aria-labelledby="place-visitor-photos">
      <h2 id="place-visitor-photos" className="flex flex-wrap items-baseline gap-x-2 text-2xl font-semibold">
        {text.title}
        {photoCount > 0 ? (
          <span className="text-base font-normal text-muted-foreground">{text.count(formatNumber(photoCount))}</span>
        ) : null}
      </h2>
      {body}
    </section>
  );
}
