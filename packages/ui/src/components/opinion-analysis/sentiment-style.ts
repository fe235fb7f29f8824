import type { TagTone } from '../tag/tag.tsx';
import type { SentimentKey } from './messages.ts';

/** Praise in green, complaints in red, the rest neutral; a sign beside the word for those who do not see colour. */
export const sentimentTone: Readonly<Record<SentimentKey, TagTone>> = {
  POSITIVE: 'success',
  NEUTRAL: 'neutral',
  NEGATIVE: 'danger',
};
export const sentimentSign: Readonly<Record<SentimentKey, string>> = { POSITIVE: '+', NEUTRAL: '·', NEGATIVE: '−' };
