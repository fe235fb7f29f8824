import { formatNumber } from '@mesto/domain';
import { PhotoGallery, Skeleton } from '@mesto/ui';
import { useStoredFiles } from '../../../api/get-file-urls.ts';
import { placesMessages } from '../messages.ts';

const text = placesMessages.place;

/**
 * The place's photos, its cover first (fetched at once: it is the first picture of the page), the rest as they
 * scroll into view; each opens large with the others a key press away.
 */
export function PlacePhotos({ name, fileIds }: { name: string; fileIds: readonly string[] }) {
  const files = useStoredFiles(fileIds);
  if (fileIds.length === 0) return null;
  if (files.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
        {fileIds.slice(0, 3).map((id) => (
          <Skeleton key={id} className="aspect-[4/3] rounded-card" />
        ))}
      </div>
    );
  }
  // A gallery is a bonus: when the photos cannot be had, the page goes on without them.
  const shown = (files.data ?? []).filter((file) => file !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="place-photos">
      <h2 id="place-photos" className="sr-only">
        {text.photos}
      </h2>
      <PhotoGallery
        photos={shown}
        alt={(n) => text.photo(name, formatNumber(n))}
        label={text.photos}
        sizes="(min-width: 1024px) 15rem, (min-width: 640px) 33vw, 50vw"
        priorityFirst
        className="grid-cols-2 gap-3 sm:grid-cols-3"
      />
    </section>
  );
}
