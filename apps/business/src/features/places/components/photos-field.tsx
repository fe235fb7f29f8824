import { Button, ImageUpload, Skeleton } from '@mesto/ui';
import { useState } from 'react';
import { useImageUpload, useStoredFiles, variantUrl } from '../../../lib/catalogue/files.ts';
import { placeMessages } from '../messages.ts';

const text = placeMessages.photos;

/** The API keeps at most this many photos of a place. */
export const MAX_PHOTOS = 20;

/**
 * The photos of a place in order (the first is the cover): each new one uploaded with progress, any moved earlier
 * or later or removed with buttons, so the order can be set from the keyboard too.
 */
export function PhotosField({
  value,
  onChange,
  onAdd,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (photoFileIds: string[]) => void;
  /** A photo has finished uploading: add it to the current list (it may have changed while the upload ran). */
  onAdd: (photoFileId: string) => void;
  disabled?: boolean;
}) {
  const upload = useImageUpload();
  const files = useStoredFiles(value);
  // A fresh upload box after each photo, ready for the next one.
  const [uploads, setUploads] = useState(0);

  const move = (from: number, to: number) => {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    if (photo === undefined) return;
    next.splice(to, 0, photo);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <ol aria-label={text.list} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {value.map((id, index) => {
            const n = index + 1;
            const file = files.data?.get(id);
            return (
              <li key={id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-2">
                <div className="relative aspect-[4/3] overflow-hidden rounded-control bg-surface-muted">
                  {file === undefined ? (
                    <Skeleton className="size-full" />
                  ) : (
                    <img src={variantUrl(file, 480)} alt={text.photo(n)} className="size-full object-cover" />
                  )}
                  {index === 0 ? (
                    <span className="absolute start-2 top-2 rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
                      {text.cover}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={text.earlier(n)}
                  >
                    ←
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={text.later(n)}
                  >
                    →
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ms-auto text-danger"
                    disabled={disabled}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                    aria-label={text.remove(n)}
                  >
                    {text.removeShort}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {value.length < MAX_PHOTOS ? (
        <ImageUpload
          key={uploads}
          upload={upload}
          disabled={disabled}
          aria-label={text.add}
          onUploaded={(stored) => {
            onAdd(stored.id);
            setUploads((count) => count + 1);
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{text.max(MAX_PHOTOS)}</p>
      )}
    </div>
  );
}
