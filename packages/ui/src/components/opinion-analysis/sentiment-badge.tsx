import { cn } from '../../lib/cn.ts';
import { Tag } from '../tag/tag.tsx';
import { type SentimentKey, analysisMessages as text } from './messages.ts';
import { sentimentSign as sign, sentimentTone as tone } from './sentiment-style.ts';

export type SentimentBadgeProps = { sentiment: SentimentKey; className?: string };

/** The tone of an opinion as its analysis read it: «Положительное» in green, «Отрицательное» in red. */
export function SentimentBadge({ sentiment, className }: SentimentBadgeProps) {
  const label = text.sentiment[sentiment];
  return (
    <Tag tone={tone[sentiment]} className={cn('w-fit', className)}>
      <span aria-hidden="true" className="font-semibold">
        {sign[sentiment]}
      </span>{' '}
      <span className="sr-only">{text.sentimentPrefix}</span>
      {label}
    </Tag>
  );
}
