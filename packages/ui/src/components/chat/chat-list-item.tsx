import { formatCount, formatDateTime } from '@mesto/domain';
import type { ComponentType } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { BuildingIcon, CalendarIcon, UsersIcon } from '../icons/icons.tsx';
import { type LinkComponent, type LinkComponentProps, PlainLink } from '../link-component/link-component.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { chatListTime } from './chat-time.ts';
import { chatMessages } from './messages.ts';

const text = chatMessages.listItem;

/** What kind of chat a row stands for; it picks the picture when the chat has none. */
export type ChatListItemType = 'GROUP' | 'PRIVATE' | 'ROOM' | 'ORGANISATION';

export type ChatLastMessage = {
  text: string;
  /** An ISO instant. */
  at: string;
  /** Written by the viewer: the preview reads «Вы: …». */
  mine: boolean;
  /** Shown as «Анна: …» before others' messages in groups and rooms. */
  authorName?: string | null;
};

export type ChatListItemProps = {
  type: ChatListItemType;
  /** The chat's name: the other person's name in a private chat. */
  title: string;
  avatarUrl?: string | null;
  /** A line under the title on what the chat is about (for a team: «Из места: Кофейня «Зерно»»). */
  context?: string | null;
  lastMessage?: ChatLastMessage | null;
  unreadCount: number;
  /** The IANA zone the time of the last message is shown in. */
  timeZone: string;
  /** The present moment, for «вчера» and for which day is today; the current time when left out. */
  now?: Date | number;
  /** The chat open next to the list (desktop): marked with aria-current="page". */
  selected?: boolean;
  /** The chat's page. */
  href: string;
  /**
   * The app's router link. It receives aria-current on top of LinkComponentProps, so it should pass other props
   * through to its anchor (PlainLink and the apps' RouterLink do); the selected look does not depend on it.
   */
  linkComponent?: LinkComponent;
  className?: string;
};

// aria-current is not among LinkComponentProps; the link components in use spread the rest onto their anchor.
type CurrentLinkComponent = ComponentType<LinkComponentProps & { 'aria-current'?: 'page' | undefined }>;

const typeIcons = { GROUP: UsersIcon, ROOM: CalendarIcon, ORGANISATION: BuildingIcon } as const;

/** The number on the badge and what it says to screen readers: «3» / «3 непрочитанных», «99+». */
export function unreadBadge(count: number): { visible: string; label: string } {
  if (count > 99) return { visible: text.unreadCapped, label: text.unreadCappedLabel };
  return { visible: String(count), label: formatCount(count, text.unread) };
}

/** The last message's line under the title: one line with the author's prefix where it helps. */
function previewText(type: ChatListItemType, message: ChatLastMessage): string {
  // Line breaks would only be collapsed by the one-line preview; spaces read better than glued words.
  const body = message.text.replace(/\s+/g, ' ').trim();
  if (message.mine) return text.mine(body);
  const multiperson = type === 'GROUP' || type === 'ROOM';
  if (multiperson && message.authorName) return text.byAuthor(message.authorName, body);
  return body;
}

/**
 * One chat in the list of chats: its picture, name, the last message and its time, and how many are unread.
 * The whole row is one link, so its accessible name carries all of that (the caller wraps rows in a list).
 */
export function ChatListItem({
  type,
  title,
  avatarUrl = null,
  context = null,
  lastMessage = null,
  unreadCount,
  timeZone,
  now,
  selected = false,
  href,
  linkComponent = PlainLink,
  className,
}: ChatListItemProps) {
  const Link = linkComponent as CurrentLinkComponent;
  const unread = unreadCount > 0;
  const badge = unread ? unreadBadge(unreadCount) : null;
  return (
    <Link
      href={href}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex min-h-touch w-full min-w-0 items-center gap-3 rounded-control px-3 py-2.5 text-foreground',
        'transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-0',
        'focus-visible:outline-ring',
        selected && 'bg-primary-soft hover:bg-primary-soft',
        className,
      )}
    >
      <ChatPicture type={type} title={title} avatarUrl={avatarUrl} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className={cn('line-clamp-2 min-w-0 flex-1 break-words', unread ? 'font-semibold' : 'font-medium')}>
            {title}
          </span>
          {lastMessage === null ? null : (
            <time
              dateTime={lastMessage.at}
              title={formatDateTime(new Date(lastMessage.at), timeZone)}
              className={cn('shrink-0 text-xs', unread ? 'font-medium text-primary' : 'text-muted-foreground')}
            >
              {chatListTime(new Date(lastMessage.at), timeZone, now)}
            </time>
          )}
        </span>
        {context === null ? null : (
          <span className="line-clamp-2 break-words text-xs text-muted-foreground">{context}</span>
        )}
        <span className="flex min-w-0 items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread && lastMessage !== null ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {lastMessage === null ? text.noMessages : previewText(type, lastMessage)}
          </span>
          {badge === null ? null : <UnreadBadge visible={badge.visible} label={badge.label} />}
        </span>
      </span>
    </Link>
  );
}

function UnreadBadge({ visible, label }: { visible: string; label: string }) {
  return (
    <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      {/* The bare number means little when read out; the words say what it counts. */}
      <span aria-hidden="true">{visible}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The chat's picture: a photo or initials for a person, a photo or an icon for a group, room or organisation. */
function ChatPicture({ type, title, avatarUrl }: { type: ChatListItemType; title: string; avatarUrl: string | null }) {
  // The title is read right after it, so the picture stays silent.
  if (type === 'PRIVATE' || avatarUrl) return <Avatar name={title} src={avatarUrl} size="md" aria-hidden="true" />;
  const Icon = typeIcons[type];
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground"
    >
      <Icon className="size-5" />
    </span>
  );
}

/** A row's shape while the chats load. */
export function ChatListItemSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-3 px-3 py-2.5', className)} aria-hidden="true">
      <Skeleton className="size-11 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-10" />
        </div>
        <Skeleton className="h-3.5 w-4/5" />
      </div>
    </div>
  );
}
