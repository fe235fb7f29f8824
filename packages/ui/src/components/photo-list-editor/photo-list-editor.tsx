import { formatNumber, tooManyPhotosMessage } from '@mesto/domain';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { Button } from '../button/button.tsx';
import { ImageIcon, UploadIcon } from '../icons/icons.tsx';
import type { UploadProgress } from '../image-upload/image-upload.tsx';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { photoListEditorMessages as text } from './messages.ts';

/** A stored image with its id, as the upload endpoint answers (`StoredFile`). */
export type EditablePhoto = ResponsiveImageSource & { id: string };

export type PhotoListEditorProps = {
  /** File ids in order; with `cover`, the first is the cover. */
  value: readonly string[];
  /** The order changed or a photo was removed. */
  onChange: (fileIds: string[]) => void;
  /** A photo finished uploading: add it to the list as it is now (it may have changed while the upload ran). */
  onAdd: (fileId: string) => void;
  /** Sends one file; reject with an Error whose message says why in Russian (the API's answer). */
  upload: (file: File, onProgress: UploadProgress) => Promise<EditablePhoto>;
  /** The stored files of `value` as loaded by the app; a missing one shows a placeholder until it arrives. */
  files: ReadonlyMap<string, ResponsiveImageSource> | undefined;
  /** How many photos the item may have (PLACE_PHOTO_LIMIT, OPINION_PHOTO_LIMIT): the server refuses more. */
  limit: number;
  /** The first photo is the cover: a badge on it, «Сделать обложкой» on the others. */
  cover?: boolean;
  /** «Фото 2»: names each photo for its buttons and for screen readers. */
  photoLabel: (n: number) => string;
  /** Names the list. */
  label: string;
  disabled?: boolean;
  /** At most this many files are sent at once; the rest wait their turn. */
  parallel?: number;
};

type Upload = {
  key: number;
  file: File;
  /** `held`: sent, waiting for a file chosen before it, so photos join the list in the order they were chosen. */
  status: 'queued' | 'uploading' | 'held' | 'error';
  progress: number;
  message?: string;
  fileId?: string;
};

function isImage(file: File): boolean {
  return file.type.toLowerCase().startsWith('image/');
}

/**
 * An ordered set of photos: several files chosen or dropped at once, each uploading with its own progress (a failed
 * one says why and keeps its place for a retry while the rest go on); reordered by dragging or with «Выше» / «Ниже»,
 * removed, and — for a gallery — one made the cover (moved first).
 */
export function PhotoListEditor({
  value,
  onChange,
  onAdd,
  upload,
  files,
  limit,
  cover = false,
  photoLabel,
  label,
  disabled = false,
  parallel = 2,
}: PhotoListEditorProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Files this editor uploaded, shown at once rather than after the app loads them again.
  const [uploaded, setUploaded] = useState<ReadonlyMap<string, ResponsiveImageSource>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const nextKey = useRef(0);
  const started = useRef(new Set<number>());

  const pending = uploads.filter((item) => item.status !== 'error').length;
  const room = limit - value.length - pending;

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (item: Upload) => {
    patch(item.key, { status: 'uploading', progress: 0, message: undefined });
    try {
      const stored = await upload(item.file, (fraction) =>
        patch(item.key, { progress: Math.min(1, Math.max(0, fraction)) }),
      );
      setUploaded((map) => new Map(map).set(stored.id, stored));
      patch(item.key, { status: 'held', progress: 1, fileId: stored.id });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.imageUpload.failed;
      patch(item.key, { status: 'error', message });
    } finally {
      started.current.delete(item.key);
    }
  };

  // Sent photos join the list in the order they were chosen: one that finished first waits for those chosen before it
  // (a failed one does not hold the rest up; retried, it joins after them).
  const joined = useRef(new Set<number>());
  useEffect(() => {
    const ready: Upload[] = [];
    for (const item of uploads) {
      if (item.status === 'error') continue;
      if (item.status !== 'held') break;
      ready.push(item);
    }
    if (ready.length === 0) return;
    const keys = new Set(ready.map((item) => item.key));
    setUploads((list) => list.filter((other) => !keys.has(other.key)));
    for (const item of ready) {
      if (joined.current.has(item.key) || !item.fileId) continue;
      joined.current.add(item.key);
      onAdd(item.fileId);
    }
  });

  // Starts queued files while fewer than `parallel` are on their way.
  useEffect(() => {
    const running = uploads.filter((item) => item.status === 'uploading').length;
    const waiting = uploads.filter((item) => item.status === 'queued' && !started.current.has(item.key));
    for (const item of waiting.slice(0, Math.max(0, parallel - running))) {
      started.current.add(item.key);
      void send(item);
    }
  });

  const add = (chosen: readonly File[]) => {
    if (disabled) return;
    let left = room;
    const added: Upload[] = chosen.map((file) => {
      const key = nextKey.current++;
      if (!isImage(file)) return { key, file, status: 'error', progress: 0, message: messages.imageUpload.notImage };
      if (left <= 0) return { key, file, status: 'error', progress: 0, message: tooManyPhotosMessage(limit) };
      left -= 1;
      return { key, file, status: 'queued', progress: 0 };
    });
    setUploads((list) => [...list, ...added]);
  };

  const name = (index: number) => photoLabel(index + 1);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [photo] = next.splice(from, 1);
    if (photo === undefined) return;
    next.splice(to, 0, photo);
    onChange(next);
    setAnnouncement(cover && to === 0 ? text.madeCover(name(from)) : text.moved(name(from), formatNumber(to + 1)));
  };

  const onDropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (dragged !== null) return;
    add([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <>
          <p id={hintId} className="text-sm text-muted-foreground">
            {text.reorderHint}
          </p>
          <ol
            aria-label={label}
            aria-describedby={hintId}
            className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3"
          >
            {value.map((id, index) => {
              const file = files?.get(id) ?? uploaded.get(id);
              return (
                <li
                  key={id}
                  draggable={!disabled}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', id);
                    setDragged(index);
                  }}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    event.stopPropagation();
                    move(dragged, index);
                    setDragged(null);
                  }}
                  onDragEnd={() => setDragged(null)}
                  data-dragging={dragged === index || undefined}
                  className={cn(
                    'flex flex-col gap-2 rounded-card border border-border bg-surface p-2',
                    !disabled && 'cursor-grab',
                    dragged === index && 'opacity-50',
                  )}
                >
                  <div className="relative aspect-[4/3] overflow-hidden rounded-control bg-surface-muted">
                    {file === undefined ? (
                      <Skeleton className="size-full" />
                    ) : (
                      <ResponsiveImage
                        image={file}
                        alt={name(index)}
                        sizes="(min-width: 1024px) 15rem, (min-width: 400px) 50vw, 100vw"
                        draggable={false}
                        className="size-full object-cover"
                      />
                    )}
                    {cover && index === 0 ? (
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
                      aria-label={text.about(name(index), text.up)}
                    >
                      {text.up}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={disabled || index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={text.about(name(index), text.down)}
                    >
                      {text.down}
                    </Button>
                    {cover && index > 0 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={disabled}
                        onClick={() => move(index, 0)}
                        aria-label={text.about(name(index), text.makeCover)}
                      >
                        {text.makeCover}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ms-auto text-danger"
                      disabled={disabled}
                      onClick={() => {
                        onChange(value.filter((other) => other !== id));
                        setAnnouncement(text.removed(name(index)));
                      }}
                      aria-label={text.about(name(index), text.remove)}
                    >
                      {text.remove}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {uploads.length === 0 ? null : (
        <ul aria-label={text.uploading} className="flex flex-col gap-2">
          {uploads.map((item) => (
            <li
              key={item.key}
              className={cn(
                'flex flex-col gap-1.5 rounded-control border px-3 py-2 text-sm',
                item.status === 'error' ? 'border-danger' : 'border-border',
              )}
            >
              <div className="flex items-center gap-2">
                <ImageIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{item.file.name}</span>
                {item.status === 'error' ? (
                  <>
                    {isImage(item.file) && room > 0 ? (
                      <Button variant="ghost" size="sm" onClick={() => patch(item.key, { status: 'queued' })}>
                        {text.retry}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setUploads((list) => list.filter((other) => other.key !== item.key))}
                      aria-label={text.about(item.file.name, text.dismiss)}
                    >
                      {text.dismiss}
                    </Button>
                  </>
                ) : item.status === 'queued' ? (
                  <span className="text-muted-foreground">{text.queued}</span>
                ) : (
                  <span className="w-12 text-end tabular-nums text-muted-foreground">
                    {formatNumber(Math.round(item.progress * 100))}%
                  </span>
                )}
              </div>
              {item.status === 'error' ? (
                <p className="text-danger" role="alert">
                  {item.message}
                </p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={text.about(item.file.name, text.uploading)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="h-2 overflow-hidden rounded-full bg-surface-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width] duration-200"
                    style={{ width: `${item.progress * 100}%` }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the keyboard way.
        <div
          onDragEnter={(event) => {
            event.preventDefault();
            if (!disabled && dragged === null) setDropping(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
          }}
          onDrop={onDropFiles}
          className={cn(
            'flex flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed p-4 text-center transition-colors',
            dropping ? 'border-primary bg-primary-soft' : 'border-input bg-surface-muted',
            disabled && 'opacity-50',
          )}
        >
          <p className="hidden text-sm text-muted-foreground sm:block">{text.drop}</p>
          <Button variant="secondary" disabled={disabled} onClick={() => inputRef.current?.click()}>
            <UploadIcon className="size-4" />
            {text.choose}
          </Button>
          <p className="text-xs text-muted-foreground">{text.count(formatNumber(value.length), formatNumber(limit))}</p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            aria-label={text.choose}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              // Reset so choosing the same files again still fires a change.
              event.target.value = '';
              add(chosen);
            }}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{tooManyPhotosMessage(limit)}</p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
