import { formatNumber } from '@mesto/domain';
import { Skeleton } from '@mesto/ui';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import { placesMessages } from '../messages.ts';

const text = placesMessages.place;

/** The place's photos in a strip that scrolls sideways on a phone and wraps into a grid on larger screens. */
export function PlacePhotos({ name, fileIds }: { name: string; fileIds: readonly string[] }) {
  const urls = useFileUrls(fileIds, 640);
  if (fileIds.length === 0) return null;
  if (urls.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
        {fileIds.slice(0, 3).map((id) => (
          <Skeleton key={id} className="aspect-[4/3] rounded-card" />
        ))}
      </div>
    );
  }
  // A gallery is a bonus: when the photos cannot be had, the page goes on without them.
  const shown = (urls.data ?? []).flatMap((url, index) => (url === null ? [] : [{ url, index }]));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="place-photos">
      <h2 id="place-photos" className="sr-only">
        {text.photos}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map(({ url, index }) => (
          <li key={url}>
            <img
              src={url}
              alt={text.photo(name, formatNumber(index + 1))}
              loading={index < 3 ? 'eager' : 'lazy'}
              className="aspect-[4/3] w-full rounded-card object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
