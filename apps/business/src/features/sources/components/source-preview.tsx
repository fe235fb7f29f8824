import { SOURCE_KIND_LABELS, type SourceTrust } from '@mesto/domain';
import { Tag } from '@mesto/ui';
import { useId } from 'react';
import type { SourcePreview, SourcePreviewItem } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { itemWhen } from './source-values.ts';

const text = sourceMessages.preview;

/** What becomes of one item: published at once (a trusted source, all read surely), or the work stream, and why. */
function Verdict({ item, trust }: { item: SourcePreviewItem; trust: SourceTrust }) {
  const publishes = trust === 'AUTO' && item.wouldPublish;
  return (
    <div className="flex flex-col items-start gap-1">
      <Tag tone={publishes ? 'success' : 'warn'}>{publishes ? text.wouldPublish : text.toReview}</Tag>
      {trust === 'REVIEW' ? <span className="text-sm text-muted-foreground">{text.toReviewAlways}</span> : null}
      {item.reasons.length === 0 ? null : (
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {item.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The source as it would be read if it were connected now: its name and kind, then the first upcoming items — title,
 * when (by the place's clock), place, price — and what each would become.
 */
export function SourcePreviewPanel({
  preview,
  trust,
  timeZone,
}: {
  preview: SourcePreview;
  trust: SourceTrust;
  timeZone: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-muted p-4"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {text.label} · {SOURCE_KIND_LABELS[preview.kind]}
        </p>
        <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {preview.title ?? text.unnamed}
        </h2>
        {preview.note === null ? (
          <p className="text-sm text-muted-foreground">{text.total(preview.items.length, preview.total)}</p>
        ) : (
          <p className="text-sm">{preview.note}</p>
        )}
      </div>
      {preview.note === null && preview.items.length === 0 ? <p>{text.nothing}</p> : null}
      {preview.items.length === 0 ? null : (
        <ul
          aria-label={text.label}
          className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
        >
          {preview.items.map((item) => (
            <li key={item.key} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium break-words">{item.title ?? text.untitled}</span>
                <span className="text-sm">{itemWhen(item, timeZone) ?? text.noDate}</span>
                <span className="text-sm text-muted-foreground">
                  {[item.place?.name, item.price].filter(Boolean).join(' · ')}
                </span>
                {item.duplicateOf === null ? null : (
                  <span className="text-sm text-muted-foreground">{text.duplicate(item.duplicateOf.title)}</span>
                )}
                {item.url === null ? null : (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noreferrer"
                    className="self-start text-sm text-primary underline-offset-4 hover:underline"
                  >
                    {text.open}
                  </a>
                )}
              </div>
              <Verdict item={item} trust={trust} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
