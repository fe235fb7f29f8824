import { formatCount, formatNumber } from '@mesto/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ASPECT_LABELS, type AspectKey, type SentimentKey, analysisMessages as text } from './messages.ts';

export type AspectSummaryItem = {
  aspect: AspectKey;
  /** How many analysed opinions mention it. */
  mentions: number;
  /** Share of those mentions that are positive, 0..1. */
  positiveShare: number;
  /** Two or three representative sentences. */
  quotes: readonly { opinionId: string; text: string; sentiment: SentimentKey }[];
};

export type AspectSummaryProps = {
  aspects: readonly AspectSummaryItem[];
  /** Heading level of each aspect's name inside the page (3 under a section's h2). */
  headingLevel?: 3 | 4;
  className?: string;
};

const clamp = (share: number) => Math.max(0, Math.min(1, share));
const percent = (share: number) => formatNumber(clamp(share), { style: 'percent' });

function AspectRow({ item, headingLevel }: { item: AspectSummaryItem; headingLevel: 3 | 4 }) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label = ASPECT_LABELS[item.aspect];
  const share = percent(item.positiveShare);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={headingId} className="text-base font-semibold">
          {label}
        </Heading>
        <span className="text-sm text-muted-foreground">{formatCount(item.mentions, text.mentions)}</span>
      </div>
      <div className="flex items-center gap-3">
        {/* The bar repeats the figure beside it, which is what screen readers read. */}
        <div aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-danger-soft">
          <div
            className="h-full rounded-full bg-success"
            style={{ width: `${Math.round(clamp(item.positiveShare) * 100)}%` }}
          />
        </div>
        <span className="shrink-0 text-sm font-medium tabular-nums">{text.positiveShare(share)}</span>
      </div>
      {item.quotes.length === 0 ? null : (
        <ul aria-label={text.quotes(label)} className="flex flex-col gap-1.5">
          {item.quotes.map((quote) => (
            <li key={`${quote.opinionId}-${quote.text}`}>
              <blockquote
                className={cn(
                  'border-s-2 ps-3 text-sm break-words text-muted-foreground',
                  quote.sentiment === 'POSITIVE'
                    ? 'border-success'
                    : quote.sentiment === 'NEGATIVE'
                      ? 'border-danger'
                      : 'border-border',
                )}
              >
                «{quote.text}»
              </blockquote>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * What people say about a place, aspect by aspect: how often it comes up, how much of it is praise (a bar, green
 * for the good part) and a few sentences from the opinions themselves. The most mentioned aspect first.
 */
export function AspectSummary({ aspects, headingLevel = 3, className }: AspectSummaryProps) {
  if (aspects.length === 0) return <p className={cn('text-muted-foreground', className)}>{text.noAspects}</p>;
  const sorted = [...aspects].sort((a, b) => b.mentions - a.mentions);
  return (
    <ul aria-label={text.aspects} className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {sorted.map((item) => (
        <AspectRow key={item.aspect} item={item} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
