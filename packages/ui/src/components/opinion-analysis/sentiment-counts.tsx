import { formatNumber } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { type SentimentKey, analysisMessages as text } from './messages.ts';

export type SentimentCountsValue = { positive: number; neutral: number; negative: number };

const ORDER = [
  ['POSITIVE', 'positive'],
  ['NEUTRAL', 'neutral'],
  ['NEGATIVE', 'negative'],
] as const satisfies readonly (readonly [SentimentKey, keyof SentimentCountsValue])[];

/** Text in the colour of what was said: green praise, red complaints, neutral and nothing at all in the muted grey. */
const textTone: Readonly<Record<SentimentKey, string>> = {
  POSITIVE: 'text-success-soft-foreground',
  NEUTRAL: 'text-muted-foreground',
  NEGATIVE: 'text-danger-soft-foreground',
};
/** The bar's parts, in the same colours; neutral is grey, never red. */
const barTone: Readonly<Record<SentimentKey, string>> = {
  POSITIVE: 'bg-success',
  NEUTRAL: 'bg-muted-foreground/45',
  NEGATIVE: 'bg-danger',
};

/** «4 хорошо · 1 нейтрально · 0 плохо»: how many opinions said what, each count in the colour of its word. */
export function SentimentCounts({
  counts,
  as: Element = 'p',
  className,
}: {
  counts: SentimentCountsValue;
  /** A paragraph of its own, or a part of one («По 14 мнениям гостей: …»). */
  as?: 'p' | 'span';
  className?: string;
}) {
  return (
    <Element className={cn('text-sm tabular-nums', className)}>
      {ORDER.map(([sentiment, key], index) => (
        <span key={sentiment}>
          {index === 0 ? null : <span className="text-muted-foreground"> · </span>}
          <span className={cn(counts[key] === 0 ? 'text-muted-foreground' : cn('font-medium', textTone[sentiment]))}>
            {formatNumber(counts[key])} {text.aspectSentiment[sentiment]}
          </span>
        </span>
      ))}
    </Element>
  );
}

/** The same counts as a bar of three parts on a neutral track; it repeats the words beside it, so it is hidden. */
export function SentimentBar({ counts, className }: { counts: SentimentCountsValue; className?: string }) {
  const total = counts.positive + counts.neutral + counts.negative;
  return (
    <div aria-hidden="true" className={cn('flex h-2 overflow-hidden rounded-full bg-surface-muted', className)}>
      {total === 0
        ? null
        : ORDER.map(([sentiment, key]) =>
            counts[key] === 0 ? null : (
              <div
                key={sentiment}
                data-sentiment={sentiment}
                className={cn('h-full', barTone[sentiment])}
                style={{ width: `${(counts[key] / total) * 100}%` }}
              />
            ),
          )}
    </div>
  );
}
