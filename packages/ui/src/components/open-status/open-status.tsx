import { Tag } from '../tag/tag.tsx';
import { openStatusMessages } from './messages.ts';

export type OpenStatusProps = {
  /** Whether the place is open now by its own clock (see `isOpenAt` of @mesto/domain). */
  open: boolean;
  className?: string;
};

/** «Открыто сейчас» in green or «Закрыто» in grey. */
export function OpenStatus({ open, className }: OpenStatusProps) {
  return (
    <Tag tone={open ? 'success' : 'neutral'} className={className}>
      {open ? openStatusMessages.open : openStatusMessages.closed}
    </Tag>
  );
}
