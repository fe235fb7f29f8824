import { formatCount, formatNumber, formatRating, RATING_MAX, RATING_MIN } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { ratingMessages as text } from './messages.ts';
import { StarIcon } from './star-icon.tsx';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

export type RatingStarsProps = {
  /** One to five; an average may be fractional (4.3 fills a third of the fifth star). */
  value: number;
  /** How many ratings the value sums up: «(12)» after the stars. */
  count?: number | null;
  /** Shows the number beside the stars with one decimal: «4.3». */
  showValue?: boolean;
  size?: keyof typeof sizes;
  className?: string;
};

/** Stars for a rating, read out as «Оценка 4 из 5». */
export function RatingStars({ value, count = null, showValue = false, size = 'sm', className }: RatingStarsProps) {
  const clamped = Math.min(RATING_MAX, Math.max(RATING_MIN, value));
  const spoken = text.label(formatNumber(clamped, { maximumFractionDigits: 1 }), formatNumber(RATING_MAX));
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <span role="img" aria-label={spoken} className="inline-flex items-center gap-0.5">
        {stars.map((index) => (
          <StarIcon key={index} fill={clamped - index} className={sizes[size]} />
        ))}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {formatRating(clamped)}
        </span>
      ) : null}
      {count === null ? null : (
        <span className="text-muted-foreground tabular-nums">
          <span aria-hidden="true">({formatNumber(count)})</span>
          <span className="sr-only">{formatCount(count, text.ratings)}</span>
        </span>
      )}
    </span>
  );
}
