import { Composer, type Context } from 'grammy';
import type { Chat, ChatMemberUpdated, Message } from 'grammy/types';
import type { ChannelPost, InternalApi } from './internal-api.ts';

// A venue connects its Telegram channel as a source by making the bot an administrator of it: from then on every post
// (and every edit of one) reaches the bot as a `channel_post` / `edited_channel_post` update, and the API turns it into
// an external announcement of the venue. The bot never writes in the channel: the channel is the venue's voice.

export type ChannelPostsDependencies = {
  api: Pick<InternalApi, 'channelPost'>;
  log: Pick<Console, 'error' | 'info'>;
};

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * What the API takes of a channel's post: its text, or the caption of its photo, video or document; null when it has
 * none (a bare photo, a poll, a sticker), since there is nothing to read an announcement from.
 */
export function channelPostOf(message: Message, edited: boolean): ChannelPost | null {
  const text = (message.text ?? message.caption ?? '').trim();
  if (!text) return null;
  const chat = message.chat as Partial<Chat.ChannelChat>;
  return {
    chatId: message.chat.id,
    chatUsername: chat.username ?? null,
    chatTitle: chat.title ?? null,
    messageId: message.message_id,
    text,
    postedAt: isoOf(message.date),
    editedAt: message.edit_date === undefined ? null : isoOf(message.edit_date),
    edited,
  };
}

/** Whether the update says the bot has just become an administrator of a channel (not a change of its rights). */
export function becameChannelAdmin(update: ChatMemberUpdated): boolean {
  return (
    update.chat.type === 'channel' &&
    update.new_chat_member.status === 'administrator' &&
    update.old_chat_member.status !== 'administrator'
  );
}

/** A channel as a log line names it: `@name «Title» (id -100…)`, whichever of them it has. */
const channelName = (chat: { id: number; username?: string | undefined; title?: string | undefined }) =>
  [chat.username ? `@${chat.username}` : null, chat.title ? `«${chat.title}»` : null, `(id ${chat.id})`]
    .filter(Boolean)
    .join(' ');

/**
 * The handlers of channel updates. A failure (the API down or refusing) is logged and the update dropped: it must not
 * stop long polling, and the bot has no one to tell in a channel.
 */
export function channelPosts({ api, log }: ChannelPostsDependencies): Composer<Context> {
  const composer = new Composer<Context>();

  composer.on(['channel_post', 'edited_channel_post'], async (ctx) => {
    const edited = ctx.editedChannelPost !== undefined;
    const message = ctx.editedChannelPost ?? ctx.channelPost;
    if (!message) return;
    const post = channelPostOf(message, edited);
    if (!post) return;
    try {
      const receipt = await api.channelPost(post);
      // A channel that is no venue's source, or a paused one, posts on; a line says why nothing came of it.
      if (!receipt.accepted) {
        log.info(
          `channel post ${post.messageId} of ${channelName(message.chat)} not taken: ${receipt.reason ?? 'no reason given'}`,
        );
      }
    } catch (error) {
      log.error(`channel post ${post.messageId} of ${channelName(message.chat)} failed`, error);
    }
  });

  // Nothing to call yet: the venue connects the channel on the site, which checks the bot's rights itself. The line
  // lets whoever runs the bot see that a channel has added it.
  composer.on('my_chat_member', async (ctx, next) => {
    const update = ctx.myChatMember;
    if (!becameChannelAdmin(update)) return next();
    log.info(`the bot is now an administrator of the channel ${channelName(update.chat)}`);
  });

  return composer;
}
