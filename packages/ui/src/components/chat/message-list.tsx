import { formatDateTime, formatTime } from '@mesto/domain';
import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { CheckIcon, ClockIcon, DoubleCheckIcon, ErrorIcon } from '../icons/icons.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { calendarDay, daySeparatorLabel } from './chat-time.ts';
import { chatMessages } from './messages.ts';

const text = chatMessages.messageList;

/** Where the viewer's own message is on its way: sending, on the server, read by someone, or failed. */
export type ChatMessageState = 'sending' | 'sent' | 'read' | 'failed';

export type ChatMessageAuthor = { id: string; name: string; avatarUrl?: string | null };

export type ChatMessage = {
  id: string;
  /** The id the client gave a message it sent; kept after the server's id arrives so the row stays put. */
  clientId?: string;
  text: string;
  /** An ISO instant. */
  at: string;
  /** Null when the author's account is gone. */
  author: ChatMessageAuthor | null;
  mine: boolean;
  /** Only the viewer's own messages show it; left out, no mark is shown. */
  state?: ChatMessageState;
  /** Why a failed message was refused, in the server's words («Нельзя написать этому человеку»). */
  error?: string;
  /** A mark under the message its author still sees, e.g. «Скрыто модератором: …». */
  note?: string;
};

export type MessageListProps = {
  /** Oldest first. */
  messages: readonly ChatMessage[];
  /** The IANA zone times and days are shown in. */
  timeZone: string;
  /** Group chats and rooms: others' messages carry their author's name and avatar, once per run of messages. */
  showAuthors?: boolean;
  /** The first message the viewer has not read: «Новые сообщения» goes above it. */
  firstUnreadId?: string | null;
  /** There are earlier messages to load: «Показать более ранние» at the top. */
  hasOlder?: boolean;
  /** Earlier messages are loading: the button spins and waits. */
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Sends a failed message again; gets its clientId (its id when it has none). Without it there is no button. */
  onRetry?: (clientId: string) => void;
  /**
   * What one may do with another person's stored message («Пожаловаться»): under its bubble, shown on hover, on
   * keyboard focus and always on touch screens.
   */
  messageActions?: (message: ChatMessage) => ReactNode;
  /** The present moment, for «Сегодня» and «Вчера»; the current time when left out. */
  now?: Date | number;
  /** The log's accessible name, e.g. «Сообщения: Джаз-клуб». */
  label?: string;
  className?: string;
};

type Row =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage; firstOfRun: boolean };

/** Day separators, the unread divider and messages in order; a run of one author's messages breaks at either. */
function toRows(messages: readonly ChatMessage[], timeZone: string, firstUnreadId: string | null): Row[] {
  const rows: Row[] = [];
  let day: number | null = null;
  let author: string | null = null;
  for (const message of messages) {
    const messageDay = calendarDay(new Date(message.at), timeZone);
    if (messageDay !== day) {
      rows.push({ kind: 'day', key: `day-${messageDay}`, at: message.at });
      day = messageDay;
      author = null;
    }
    if (message.id === firstUnreadId) {
      rows.push({ kind: 'unread', key: 'unread' });
      author = null;
    }
    const messageAuthor = message.mine ? 'me' : `user:${message.author?.id ?? ''}`;
    // The client id outlives the swap to the server's id, so React keeps the same row (and its focus).
    rows.push({ kind: 'message', key: message.clientId ?? message.id, message, firstOfRun: messageAuthor !== author });
    author = messageAuthor;
  }
  return rows;
}

/**
 * The messages of one chat, oldest at the top, as a live log. The list does not scroll itself: the caller puts it
 * in its own scroll container and decides when to keep the newest message in view. Rows carry
 * `data-message-id` and the unread divider `data-unread-divider`, so the caller can scroll to them.
 */
export function MessageList({
  messages,
  timeZone,
  showAuthors = false,
  firstUnreadId = null,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onRetry,
  messageActions,
  now,
  label = text.label,
  className,
}: MessageListProps) {
  const rows = toRows(messages, timeZone, firstUnreadId);
  return (
    <div
      role="log"
      aria-label={label}
      // Holds the announcements back while older messages are put in above.
      aria-busy={loadingOlder || undefined}
      className={cn('flex min-w-0 flex-col gap-0.5 px-2 py-3 sm:px-4', className)}
    >
      {hasOlder ? (
        <div className="flex justify-center pb-2">
          <Button variant="secondary" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            {text.loadOlder}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 && !hasOlder ? (
        <p className="px-4 py-10 text-center text-muted-foreground">{text.empty}</p>
      ) : null}
      {rows.map((row) => {
        if (row.kind === 'day') {
          return (
            <div key={row.key} className="flex justify-center py-2">
              <time
                dateTime={row.at}
                className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-muted-foreground"
              >
                {daySeparatorLabel(new Date(row.at), timeZone, now)}
              </time>
            </div>
          );
        }
        if (row.kind === 'unread') {
          return (
            <div
              key={row.key}
              data-unread-divider=""
              className="flex items-center gap-3 py-2 text-xs font-semibold text-primary"
            >
              <span aria-hidden="true" className="h-px flex-1 bg-primary/40" />
              {text.newMessages}
              <span aria-hidden="true" className="h-px flex-1 bg-primary/40" />
            </div>
          );
        }
        return (
          <MessageRow
            key={row.key}
            message={row.message}
            firstOfRun={row.firstOfRun}
            showAuthors={showAuthors}
            timeZone={timeZone}
            onRetry={onRetry}
            actions={row.message.mine || row.message.state !== undefined ? null : messageActions?.(row.message)}
          />
        );
      })}
    </div>
  );
}

const stateIcons: Record<Exclude<ChatMessageState, 'failed'>, ComponentType<{ className?: string }>> = {
  sending: ClockIcon,
  sent: CheckIcon,
  read: DoubleCheckIcon,
};

function MessageRow({
  message,
  firstOfRun,
  showAuthors,
  timeZone,
  onRetry,
  actions,
}: {
  message: ChatMessage;
  firstOfRun: boolean;
  showAuthors: boolean;
  timeZone: string;
  onRetry: ((clientId: string) => void) | undefined;
  actions: ReactNode;
}) {
  const { mine, state } = message;
  const authorName = mine ? text.you : (message.author?.name ?? text.unknownAuthor);
  const withAuthor = showAuthors && !mine;
  const nameShown = withAuthor && firstOfRun;
  const at = new Date(message.at);
  const failed = mine && state === 'failed';
  return (
    <div
      data-message-id={message.id}
      className={cn('group flex min-w-0 gap-2', mine ? 'justify-end' : 'justify-start', firstOfRun && 'mt-2')}
    >
      {withAuthor ? (
        firstOfRun ? (
          <Avatar name={authorName} src={message.author?.avatarUrl} size="sm" aria-hidden="true" />
        ) : (
          <span aria-hidden="true" className="w-8 shrink-0" />
        )
      ) : null}
      <div className={cn('flex min-w-0 max-w-[85%] flex-col sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        {nameShown ? (
          <p className="max-w-full break-words px-3 pb-0.5 text-xs font-semibold text-muted-foreground">{authorName}</p>
        ) : null}
        <div
          className={cn(
            'min-w-0 max-w-full rounded-2xl px-3 py-1.5',
            mine ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
          )}
        >
          {/* Whose message it is, for screen readers, where no name is shown above it. */}
          {nameShown ? null : <span className="sr-only">{text.authorPrefix(authorName)}</span>}
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
          <p
            className={cn(
              'flex items-center justify-end gap-1 text-xs',
              mine ? 'text-primary-foreground/80' : 'text-muted-foreground',
            )}
          >
            <time dateTime={message.at} title={formatDateTime(at, timeZone)}>
              {formatTime(at, timeZone)}
            </time>
            {mine && state !== undefined && state !== 'failed' ? <StateMark state={state} /> : null}
          </p>
        </div>
        {failed ? (
          <p className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 pt-1 text-sm text-danger">
            <span className="inline-flex items-center gap-1">
              <ErrorIcon className="size-4 shrink-0" />
              {message.error ? text.failedBecause(message.error) : text.state.failed}
            </span>
            {onRetry === undefined ? null : (
              <Button variant="secondary" size="sm" onClick={() => onRetry(message.clientId ?? message.id)}>
                {text.retry}
              </Button>
            )}
          </p>
        ) : null}
        {message.note ? <p className="px-1 pt-0.5 text-xs font-medium text-danger">{message.note}</p> : null}
        {actions === undefined || actions === null ? null : (
          <div className="flex opacity-0 transition-opacity group-hover:opacity-100 focus-within:opacity-100 pointer-coarse:opacity-100">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}

function StateMark({ state }: { state: Exclude<ChatMessageState, 'failed'> }) {
  const Icon = stateIcons[state];
  const label = text.state[state];
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      <Icon className="size-3.5" />
    </span>
  );
}

/** The list's shape while a chat's messages load: bubbles on both sides. */
export function MessageListSkeleton({ className }: { className?: string }) {
  const bubbles = [
    { key: 'a', mine: false, width: 'w-3/5' },
    { key: 'b', mine: false, width: 'w-2/5' },
    { key: 'c', mine: true, width: 'w-1/2' },
    { key: 'd', mine: false, width: 'w-2/3' },
    { key: 'e', mine: true, width: 'w-1/3' },
  ];
  return (
    <div className={cn('flex flex-col gap-3 px-2 py-3 sm:px-4', className)} aria-hidden="true">
      {bubbles.map((bubble) => (
        <div key={bubble.key} className={cn('flex items-end gap-2', bubble.mine && 'justify-end')}>
          {bubble.mine ? null : <Skeleton className="size-8 shrink-0 rounded-full" />}
          <Skeleton className={cn('h-10 rounded-2xl', bubble.width)} />
        </div>
      ))}
    </div>
  );
}
