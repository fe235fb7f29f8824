import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ASPECT_LABELS, type AspectKey, type SentimentKey, analysisMessages as text } from './messages.ts';
import { SentimentBar, SentimentCounts, type SentimentCountsValue } from './sentiment-counts.tsx';

export type AspectSummaryItem = {
  aspect: AspectKey;
  /** How many analysed opinions mention it. */
  mentions: number;
  /** Of those opinions, how many said something good, neutral or bad about it. */
  sentiment: SentimentCountsValue;
  /** Two or three representative sentences. */
  quotes: readonly { opinionId: string; text: string; sentiment: SentimentKey }[];
};

export type AspectSummaryProps = {
  aspects: readonly AspectSummaryItem[];
  /** Heading level of each aspect's name inside the page (3 under a section's h2). */
  headingLevel?: 3 | 4;
  className?: string;
};

function AspectRow({ item, headingLevel }: { item: AspectSummaryItem; headingLevel: 3 | 4 }) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label = ASPECT_LABELS[item.aspect];
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={headingId} className="text-base font-semibold">
          {label}
        </Heading>
        <span className="text-sm text-muted-foreground">{text.aspectBasis(item.mentions)}</span>
      </div>
      <SentimentBar counts={item.sentiment} />
      <SentimentCounts counts={item.sentiment} />
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
 * What people say about a place, aspect by aspect: how many opinions it rests on («по 5 мнениям»), how many of them
 * said something good, neutral or bad («4 хорошо · 1 нейтрально · 0 плохо», a bar in the same colours: neutral is
 * grey, not red) and a few sentences from the opinions themselves. The most mentioned aspect first.
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
