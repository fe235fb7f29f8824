import { formatCount } from '@mesto/domain';
import { cn } from '@mesto/ui';

// Its one text is here rather than in messages.ts: the badge is in every page's first load, the chats' texts are not.
const chatForms = { one: 'чат', few: 'чата', many: 'чатов' };
/** After «Чаты» in a navigation, for screen readers: «, 3 чата с непрочитанными». */
const unreadChats = (count: number) => `, ${formatCount(count, chatForms)} с непрочитанными`;

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
      <span className="sr-only">{unreadChats(count)}</span>
    </span>
  );
}
