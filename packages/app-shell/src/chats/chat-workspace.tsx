import { useSession } from '@mesto/api-client/react';
import { CHAT_MESSAGE_RULE, DEFAULT_TIME_ZONE, formatNumber } from '@mesto/domain';
import { useRealtimeStatus } from '@mesto/realtime/react';
import {
  Button,
  ChatListItem,
  ChatListItemSkeleton,
  type ChatListItemType,
  type ChatMessage,
  EmptyState,
  Input,
  type LinkComponent,
  MessageComposer,
  MessageList,
  MessageListSkeleton,
  RealtimeStatusBadge,
} from '@mesto/ui';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LoadFailed } from '../queries/cursor-list.tsx';
import { useDebouncedText } from '../url-state/use-debounced-text.ts';
import type { ChatSummary, ShownMessage } from './chat-types.ts';
import { chatMessages as text } from './messages.ts';
import { useChatList } from './use-chat-list.ts';
import { useConversation } from './use-conversation.ts';

/** Picture URLs of stored files by id (each app resolves files its own way); undefined while they load. */
export type AvatarUrls = (fileIds: readonly string[]) => ReadonlyMap<string, string> | undefined;

export type ChatWorkspaceProps = {
  /** The business panel: the chats people opened with this organisation, answered as its team. */
  organisation?: string | undefined;
  /** The open chat (from the URL), or null for the list alone. */
  chatId: string | null;
  /** Where a chat of the list leads (the same screen with that chat open). */
  chatHref: (chatId: string) => string;
  /** Back to the list on a phone. */
  listHref: string;
  linkComponent?: LinkComponent;
  /** What the list says when there are no chats yet. */
  emptyHint?: string;
  useAvatarUrls?: AvatarUrls;
  /** The heading of the screen. */
  title?: string;
  /** Beside the list's search field: what this app lets one start (a new group). */
  listActions?: ReactNode;
  /** In the open chat's header: what this app lets one do with it (a group's settings, leaving it). */
  chatActions?: (chat: ChatSummary) => ReactNode;
  /** Under another person's message: what this app lets one do with it («Пожаловаться»). */
  messageActions?: (message: ChatMessage, chat: ChatSummary | null) => ReactNode;
};

const noAvatars: AvatarUrls = () => undefined;

/** One's own message: still on its way or failed, else read once the other side's marker has reached it. */
const ownState = (message: ShownMessage, othersReadAt: string | null) =>
  message.state ?? (othersReadAt !== null && message.createdAt <= othersReadAt ? 'read' : 'sent');

const typeOf = (chat: ChatSummary): ChatListItemType =>
  chat.organisation && !chat.asTeam ? 'ORGANISATION' : chat.type;

/**
 * The chats screen of both apps: the list of chats beside the open one on wide screens, one of them at a time on a
 * phone (the open chat has a way back). Live through the app's realtime connection; works on from the last state
 * when the connection drops, and catches up when it returns.
 */
export function ChatWorkspace({
  organisation,
  chatId,
  chatHref,
  listHref,
  linkComponent,
  emptyHint,
  useAvatarUrls = noAvatars,
  title = text.title,
  listActions,
  chatActions,
  messageActions,
}: ChatWorkspaceProps) {
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useDebouncedText(query, setQuery);
  const list = useChatList({ organisation, q: query.trim() });
  const chats = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const open = chats.find((chat) => chat.id === chatId) ?? null;
  const avatarIds = useMemo(
    () => [
      ...new Set(chats.flatMap((chat) => (chat.counterpart?.avatarFileId ? [chat.counterpart.avatarFileId] : []))),
    ],
    [chats],
  );
  const avatars = useAvatarUrls(avatarIds);
  const status = useRealtimeStatus();
  const myId = useSession().user?.id ?? null;

  const listPane = (
    <section aria-label={text.listLabel} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center gap-2">
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={text.search}
          aria-label={text.search}
          className="min-w-0 flex-1"
        />
        {listActions}
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-1">
          <ChatListItemSkeleton />
          <ChatListItemSkeleton />
          <ChatListItemSkeleton />
        </div>
      ) : list.isError && chats.length === 0 ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void list.refetch()} />
      ) : chats.length === 0 ? (
        query.trim() ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{text.nothingFound(query.trim())}</p>
        ) : (
          <EmptyState title={text.noneYet} description={emptyHint ?? text.noneYetHint} />
        )
      ) : (
        <ul aria-busy={list.isPlaceholderData} className="flex min-h-0 flex-col gap-0.5 overflow-y-auto">
          {chats.map((chat) => (
            <li key={chat.id}>
              <ChatListItem
                type={typeOf(chat)}
                title={chat.title}
                context={chat.asTeam && chat.place ? text.fromPlace(chat.place.name) : null}
                avatarUrl={
                  chat.counterpart?.avatarFileId ? (avatars?.get(chat.counterpart.avatarFileId) ?? null) : null
                }
                lastMessage={
                  chat.lastMessage
                    ? {
                        text: chat.lastMessage.text,
                        at: chat.lastMessage.createdAt,
                        mine: chat.lastMessage.author?.id === myId,
                        authorName: chat.type === 'PRIVATE' ? null : (chat.lastMessage.author?.displayName ?? null),
                      }
                    : null
                }
                unreadCount={chat.unreadCount}
                timeZone={DEFAULT_TIME_ZONE}
                selected={chat.id === chatId}
                href={chatHref(chat.id)}
                {...(linkComponent ? { linkComponent } : {})}
              />
            </li>
          ))}
          {list.hasNextPage ? (
            <li>
              <Button variant="ghost" className="w-full" onClick={() => void list.fetchNextPage()}>
                {text.more}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className={chatId ? 'sr-only text-2xl font-semibold md:not-sr-only' : 'text-2xl font-semibold'}>{title}</h1>
        <RealtimeStatusBadge status={status} />
      </div>
      {/* The screen fits the window: the list and the messages scroll inside it, the field stays in sight. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:h-[calc(100dvh-14rem)] md:min-h-[28rem] md:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={chatId ? 'hidden min-h-0 md:flex md:flex-col' : 'flex min-h-0 flex-col'}>{listPane}</div>
        {chatId ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            chat={open}
            listPending={list.isPending}
            listHref={listHref}
            linkComponent={linkComponent}
            avatars={avatars}
            actions={open && chatActions ? chatActions(open) : null}
            messageActions={messageActions}
          />
        ) : (
          <div className="hidden items-center justify-center rounded-card border border-dashed border-border p-8 text-center text-muted-foreground md:flex">
            {text.pickOne}
          </div>
        )}
      </div>
    </div>
  );
}

function Conversation({
  chatId,
  chat,
  listPending,
  listHref,
  linkComponent,
  avatars,
  actions,
  messageActions,
}: {
  chatId: string;
  chat: ChatSummary | null;
  listPending: boolean;
  listHref: string;
  linkComponent: LinkComponent | undefined;
  avatars: ReadonlyMap<string, string> | undefined;
  actions: ReactNode;
  messageActions: ChatWorkspaceProps['messageActions'];
}) {
  const session = useSession();
  const user = session.user;
  const me = useMemo(
    () =>
      user
        ? {
            id: user.id,
            code: user.code,
            username: user.username ?? null,
            displayName: user.displayName,
            avatarFileId: user.avatarFileId ?? null,
          }
        : null,
    [user],
  );
  const conversation = useConversation(chatId, me);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  // The «new messages» line stays where it was when the chat opened, even after reading.
  const [firstUnreadId, setFirstUnreadId] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (firstUnreadId !== undefined || conversation.state !== 'ready' || !chat) return;
    const lastRead = chat.lastReadMessageId;
    const stored = conversation.messages.filter((message) => !message.state);
    const index = lastRead ? stored.findIndex((message) => message.id === lastRead) : -1;
    const next = stored.slice(index + 1).find((message) => message.author?.id !== me?.id);
    setFirstUnreadId(chat.unreadCount > 0 ? (next?.id ?? null) : null);
  }, [conversation.state, conversation.messages, chat, firstUnreadId, me?.id]);

  // Follow new messages while the reader is at the bottom; never yank them up from older ones they are reading.
  const count = conversation.messages.length;
  const lastId = conversation.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !lastId) return;
    if (nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  // Older messages come in above what the reader is looking at: keep it where it was on the screen.
  const firstId = conversation.messages[0]?.id;
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = beforeOlder.current;
    if (!element || !before || !firstId) return;
    element.scrollTop = element.scrollHeight - before.height + before.top;
    beforeOlder.current = null;
  }, [firstId]);
  const loadOlder = () => {
    const element = scroller.current;
    if (element) beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    void conversation.loadOlder();
  };

  // Read while looking at it: the newest message of others, when the tab is visible.
  useEffect(() => {
    if (conversation.state !== 'ready' || count === 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') void conversation.markRead();
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation.state, count, conversation.markRead]);

  // Up to when the other side has read: the list's figure, refreshed by every read event.
  const othersReadAt = chat?.othersReadAt ?? null;
  const shown: ChatMessage[] = conversation.messages.map((message: ShownMessage) => ({
    id: message.id,
    ...(message.clientId ? { clientId: message.clientId } : {}),
    text: message.text,
    at: message.createdAt,
    author: message.author
      ? {
          id: message.author.id,
          name: message.author.displayName,
          avatarUrl: message.author.avatarFileId ? (avatars?.get(message.author.avatarFileId) ?? null) : null,
        }
      : null,
    mine: message.author?.id === me?.id,
    ...(message.author?.id === me?.id ? { state: ownState(message, othersReadAt) } : {}),
    ...(message.error ? { error: message.error } : {}),
    ...(message.moderation === null || message.moderation.state === 'VISIBLE'
      ? {}
      : { note: text.moderated(message.moderation.state, message.moderation.reason) }),
  }));

  if (!chat && !listPending && conversation.state === 'failed') {
    return <EmptyState title={text.notFound} description={text.pickOne} />;
  }
  const title = chat?.title ?? '';
  const subtitle = conversation.typingName
    ? text.typing(conversation.typingName)
    : chat?.asTeam && chat.organisation
      ? text.asTeam(chat.organisation.name)
      : chat?.organisation
        ? text.organisationChat
        : chat && chat.type !== 'PRIVATE'
          ? text.members(formatNumber(chat.memberCount))
          : '';
  const Link = linkComponent;

  return (
    <section
      aria-label={title}
      className="flex h-[calc(100dvh-15rem)] min-h-[22rem] flex-col rounded-card border border-border bg-surface md:h-auto md:min-h-0"
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        {Link ? (
          <Link href={listHref} className="text-sm font-medium text-primary md:hidden">
            ← <span>{text.back}</span>
          </Link>
        ) : (
          <a href={listHref} className="text-sm font-medium text-primary md:hidden">
            ← <span>{text.back}</span>
          </a>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 break-words text-lg font-semibold">{title}</h2>
          <p className="break-words text-sm text-muted-foreground" aria-live="polite">
            {subtitle}
          </p>
          {chat?.asTeam && chat.place ? (
            <p className="break-words text-sm text-muted-foreground">{text.fromPlace(chat.place.name)}</p>
          ) : null}
        </div>
        {actions}
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-4"
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
        }}
      >
        {conversation.state === 'loading' ? (
          <MessageListSkeleton />
        ) : conversation.state === 'failed' ? (
          <LoadFailed title={text.messagesFailed} onRetry={conversation.reload} />
        ) : (
          <MessageList
            messages={shown}
            timeZone={DEFAULT_TIME_ZONE}
            showAuthors={chat?.type !== 'PRIVATE' || chat?.asTeam === true || chat?.organisation !== null}
            firstUnreadId={firstUnreadId ?? null}
            hasOlder={conversation.hasOlder}
            loadingOlder={conversation.loadingOlder}
            onLoadOlder={loadOlder}
            onRetry={conversation.retry}
            {...(messageActions ? { messageActions: (message: ChatMessage) => messageActions(message, chat) } : {})}
            label={text.messagesLabel(title)}
          />
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-border p-3">
        {conversation.unavailable === null ? null : (
          <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            {text.unavailable(conversation.unavailable)}
          </p>
        )}
        <MessageComposer
          maxLength={CHAT_MESSAGE_RULE.max}
          onSend={(value) => {
            nearBottom.current = true;
            conversation.send(value);
          }}
          onInput={() => void conversation.signalTyping()}
          disabled={!me || conversation.unavailable !== null}
          disabledReason={me ? text.cannotWrite : text.signInToWrite}
          autoFocus
        />
      </div>
    </section>
  );
}
