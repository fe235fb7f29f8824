import { cn } from '../../lib/cn.ts';
import { Tag } from '../tag/tag.tsx';
import { ASPECT_LABELS, type AspectKey, type SentimentKey, analysisMessages as text } from './messages.ts';
import { sentimentSign, sentimentTone } from './sentiment-style.ts';

export type AspectMentionsProps = {
  aspects: readonly { aspect: AspectKey; sentiment: SentimentKey }[];
  /** The list's accessible name («О чём пишут» by default). */
  label?: string;
  className?: string;
};

/** What one opinion talks about, each aspect with its own tone: «+ Музыка», «− Обслуживание». */
export function AspectMentions({ aspects, label = text.aspects, className }: AspectMentionsProps) {
  if (aspects.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {aspects.map(({ aspect, sentiment }) => (
        <li key={aspect}>
          <Tag tone={sentimentTone[sentiment]}>
            <span aria-hidden="true" className="font-semibold">
              {sentimentSign[sentiment]}
            </span>{' '}
            {ASPECT_LABELS[aspect]}
            <span className="sr-only">: {text.aspectSentiment[sentiment]}</span>
          </Tag>
        </li>
      ))}
    </ul>
  );
}
