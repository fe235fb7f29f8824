import { cn } from '@mesto/ui';
import { chatMessages as text } from './messages.ts';

/**
 * The count of chats with unread messages beside «Чаты» in a navigation: a small number (99+ above 99), read out
 * as «3 чата с непрочитанными». Nothing when there are none.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{text.unreadChats(count)}</span>
    </span>
  );
}
