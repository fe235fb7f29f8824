import { formatPrice } from '@mesto/domain';
import { Tag } from '../tag/tag.tsx';

export type PriceTagProps = {
  /** Rubles; 0 means free entry, null that the price is not known (nothing is shown). */
  price: number | null;
  className?: string;
};

/** The price of an event: «Бесплатно» in green, «1 500 ₽» otherwise, nothing when it is not known. */
export function PriceTag({ price, className }: PriceTagProps) {
  if (price === null) return null;
  return (
    <Tag tone={price === 0 ? 'success' : 'neutral'} className={className}>
      {formatPrice(price)}
    </Tag>
  );
}
