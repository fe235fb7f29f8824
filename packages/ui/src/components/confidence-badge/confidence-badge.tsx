import { formatNumber } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { Tag } from '../tag/tag.tsx';

const text = messages.confidence;

export type ConfidenceBadgeProps = {
  /** How sure the reader of a text is of a value, 0..1. */
  confidence: number;
  /** Below the caller's threshold: the badge asks the person to look («Проверьте»). */
  low: boolean;
  className?: string;
};

/** How sure an extracted value is: «уверенность 92 %», or «Проверьте · 45 %» in amber when it is low. */
export function ConfidenceBadge({ confidence, low, className }: ConfidenceBadgeProps) {
  const percent = formatNumber(Math.max(0, Math.min(1, confidence)), { style: 'percent' });
  return (
    <Tag tone={low ? 'warn' : 'neutral'} className={cn('min-h-6 shrink-0 py-0 text-xs', className)}>
      {low ? `${text.check} · ${text.confidence(percent)}` : text.confidence(percent)}
    </Tag>
  );
}
