import { formatNumber } from '@mesto/domain';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { Button } from '../button/button.tsx';
import { ImageIcon, UploadIcon } from '../icons/icons.tsx';

/** Reports how much of the file has been sent, from 0 to 1 (XMLHttpRequest `upload.onprogress` loaded / total). */
export type UploadProgress = (fraction: number) => void;

export type ImageUploadProps<T> = {
  /** Sends the file; the caller owns the HTTP (and may report progress). Reject with an Error to show its message. */
  upload: (file: File, onProgress: UploadProgress) => Promise<T>;
  onUploaded?: (result: T, file: File) => void;
  /** URL of the image already saved, shown until a new one is chosen. */
  value?: string | null;
  onRemove?: () => void;
  accept?: string;
  maxSizeBytes?: number;
  disabled?: boolean;
  /** Names the drop zone and the file input for screen readers. */
  'aria-label'?: string;
  className?: string;
};

type State =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  | { status: 'error'; message: string; file?: File };

function isAccepted(file: File, accept: string): boolean {
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((pattern) => {
      if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
      if (pattern.endsWith('/*')) return file.type.toLowerCase().startsWith(pattern.slice(0, -1));
      return file.type.toLowerCase() === pattern;
    });
}

/** Choose or drop one image, watch it upload, see the preview; errors are shown in Russian with a retry. */
export function ImageUpload<T>({
  upload,
  onUploaded,
  value,
  onRemove,
  accept = 'image/*',
  maxSizeBytes,
  disabled = false,
  'aria-label': ariaLabel,
  className,
}: ImageUploadProps<T>) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Only the newest upload may change the state: an older one finishing late is ignored.
  const attempt = useRef(0);

  useEffect(() => {
    return () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const start = async (file: File) => {
    if (!isAccepted(file, accept)) {
      setState({ status: 'error', message: messages.imageUpload.notImage });
      return;
    }
    if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
      const megabytes = formatNumber(maxSizeBytes / 1024 / 1024, { maximumFractionDigits: 1 });
      setState({ status: 'error', message: messages.imageUpload.tooLarge(megabytes) });
      return;
    }
    const current = ++attempt.current;
    setPreview(URL.createObjectURL(file));
    setState({ status: 'uploading', progress: 0 });
    try {
      const result = await upload(file, (fraction) => {
        if (attempt.current !== current) return;
        const progress = Math.min(1, Math.max(0, fraction));
        setState((previous) => (previous.status === 'uploading' ? { status: 'uploading', progress } : previous));
      });
      if (attempt.current !== current) return;
      setState({ status: 'done' });
      onUploaded?.(result, file);
    } catch (error) {
      if (attempt.current !== current) return;
      const message = error instanceof Error && error.message ? error.message : messages.imageUpload.failed;
      setState({ status: 'error', message, file });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file !== undefined) void start(file);
  };

  const busy = state.status === 'uploading';
  const shown = preview ?? value ?? null;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the keyboard way. */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'relative flex min-h-44 flex-col items-center justify-center gap-3 overflow-hidden rounded-card border-2 border-dashed p-4 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : 'border-input bg-surface-muted',
          state.status === 'error' && 'border-danger',
          disabled && 'opacity-50',
        )}
      >
        {shown === null ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-full bg-surface text-muted-foreground">
              <ImageIcon className="size-6" />
            </span>
            <p className="hidden text-base text-muted-foreground sm:block">
              {messages.imageUpload.drop} {messages.imageUpload.or}
            </p>
          </>
        ) : (
          <img
            src={shown}
            alt={messages.imageUpload.preview}
            className={cn('max-h-64 w-auto max-w-full rounded-control object-contain', busy && 'opacity-60')}
          />
        )}
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Button
            variant={shown === null ? 'primary' : 'secondary'}
            disabled={disabled || busy}
            onClick={() => inputRef.current?.click()}
            aria-describedby={statusId}
          >
            <UploadIcon className="size-4" />
            {shown === null ? messages.imageUpload.choose : messages.imageUpload.replace}
          </Button>
          {state.status === 'error' && state.file !== undefined ? (
            <Button variant="ghost" onClick={() => state.file && void start(state.file)} disabled={disabled}>
              {messages.imageUpload.retry}
            </Button>
          ) : null}
          {onRemove && shown !== null && !busy ? (
            <Button
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                attempt.current++;
                setPreview(null);
                setState({ status: 'idle' });
                onRemove();
              }}
            >
              {messages.imageUpload.remove}
            </Button>
          ) : null}
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled || busy}
          aria-label={ariaLabel ?? messages.imageUpload.choose}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Reset so choosing the same file again still fires a change.
            event.target.value = '';
            if (file !== undefined) void start(file);
          }}
        />
      </div>
      <div id={statusId} aria-live="polite" className="min-h-5 text-sm">
        {state.status === 'uploading' ? (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={messages.imageUpload.uploading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(state.progress * 100)}
              className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-200"
                style={{ width: `${state.progress * 100}%` }}
              />
            </div>
            <span className="w-12 text-end tabular-nums text-muted-foreground">
              {formatNumber(Math.round(state.progress * 100))}%
            </span>
          </div>
        ) : state.status === 'error' ? (
          <p className="text-danger" role="alert">
            {state.message}
          </p>
        ) : state.status === 'done' ? (
          <p className="text-success-soft-foreground">{messages.imageUpload.uploaded}</p>
        ) : null}
      </div>
    </div>
  );
}
