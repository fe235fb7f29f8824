import { eventPath, placePath } from '@mesto/domain';
import { Bot, type Context, InlineKeyboard, Keyboard } from 'grammy';
import type { Message, UserFromGetMe } from 'grammy/types';
import { channelPosts } from './channel-posts.ts';
import type { BotConfig } from './config.ts';
import { distanceText, fitLines, link, quoteHtml, whenText } from './format.ts';
import { type BotEvent, type InternalApi, InternalApiError, type TelegramAccount } from './internal-api.ts';
import { botText, commands } from './messages.ts';

export type BotDependencies = {
  config: BotConfig;
  api: InternalApi;
  /** Where failures are reported (console by default). */
  log?: Pick<Console, 'error' | 'warn' | 'info'>;
  /** The bot's identity, so tests need not call getMe. */
  botInfo?: UserFromGetMe;
};

/**
 * The updates the bot asks Telegram for, by long polling and by webhook alike: private messages, the posts of the
 * channels it administers (venues' sources) and its own membership of chats. Telegram keeps the list of the last
 * getUpdates or setWebhook, so it is always given in full.
 */
export const allowedUpdates = ['message', 'channel_post', 'edited_channel_post', 'my_chat_member'] as const;

const html = { parse_mode: 'HTML', link_preview_options: { is_disabled: true } } as const;

const accountOf = (ctx: Context): TelegramAccount | null => {
  const from = ctx.from;
  if (!from || from.is_bot) return null;
  return {
    id: from.id,
    firstName: from.first_name,
    ...(from.last_name ? { lastName: from.last_name } : {}),
    ...(from.username ? { username: from.username } : {}),
  };
};

/** The answer to a refused binding, by the API's code. */
function bindingRefusal(error: InternalApiError): string | null {
  switch (error.code) {
    case 'BINDING_UNKNOWN':
      return botText.bindingUnknown;
    case 'BINDING_EXPIRED':
      return botText.bindingExpired;
    case 'BINDING_USED':
      return botText.bindingUsed;
    case 'TELEGRAM_TAKEN':
      return botText.telegramTaken;
    default:
      return null;
  }
}

/** The channel a forwarded message comes from, with the post's number and date, or null. */
function channelOrigin(message: Message) {
  const origin = message.forward_origin;
  if (origin?.type !== 'channel') return null;
  const chat = origin.chat as { id?: number; title?: string; username?: string };
  return {
    channelTitle: chat.title ?? null,
    channelUsername: chat.username ?? null,
    channelId: typeof chat.id === 'number' ? chat.id : null,
    messageId: origin.message_id ?? null,
    postedAt: new Date(origin.date * 1000).toISOString(),
  };
}

/** The bot's handlers, without starting anything: main.ts starts it, tests feed it updates with handleUpdate. */
export function createBot({ config, api, log = console, botInfo }: BotDependencies): Bot {
  const bot = new Bot(config.TELEGRAM_BOT_TOKEN, {
    ...(botInfo ? { botInfo } : {}),
    ...(config.TELEGRAM_API_ROOT ? { client: { apiRoot: config.TELEGRAM_API_ROOT } } : {}),
  });
  const site = config.SITE_URL.replace(/(?<!\/)\/+$/, '');
  const business = config.BUSINESS_URL.replace(/(?<!\/)\/+$/, '');
  const eventLine = (event: BotEvent) => {
    const where = [event.placeName, event.distanceKm !== null ? distanceText(event.distanceKm) : null]
      .filter(Boolean)
      .join(', ');
    return `• ${whenText(event.startsAt, event.timeZone)} — ${link(`${site}${eventPath(event.code)}`, event.title)}${where ? ` (${quoteHtml(where)})` : ''}`;
  };

  // Channels first, outside the boundary below: its answer to a failure is a reply, and the bot never writes in a
  // channel. The channel handlers log their own failures.
  bot.use(channelPosts({ api, log }));

  // Only private chats: the bot speaks to one person, and its commands act for that person.
  // A failing handler (the API down, a refusal not foreseen) is caught here, whichever way updates arrive (long
  // polling, webhook, tests): the person learns that Место is unreachable rather than hearing nothing.
  const chat = bot
    .errorBoundary(async ({ ctx, error }) => {
      log.error('bot update failed', error);
      await ctx.reply(botText.apiDown).catch(() => undefined);
    })
    .chatType('private');

  chat.command('start', async (ctx) => {
    const token = ctx.match.trim();
    const account = accountOf(ctx);
    if (!token || !account) return void (await ctx.reply(botText.welcome(site), html));
    try {
      const { user } = await api.bind(token, account);
      await ctx.reply(botText.bound(user.displayName), html);
    } catch (error) {
      const refusal = error instanceof InternalApiError ? bindingRefusal(error) : null;
      if (!refusal) throw error;
      await ctx.reply(refusal, html);
    }
  });

  chat.command('help', (ctx) => ctx.reply(botText.help, html));

  chat.command('unbind', async (ctx) => {
    const account = accountOf(ctx);
    if (!account) return;
    try {
      const { unbound } = await api.unbind(account.id);
      await ctx.reply(unbound ? botText.unbound : botText.notBound, html);
    } catch (error) {
      if (!(error instanceof InternalApiError && error.code === 'LAST_SIGN_IN')) throw error;
      await ctx.reply(botText.unbindLastSignIn, html);
    }
  });

  chat.command('today', async (ctx) => {
    const { events } = await api.today(8);
    await ctx.reply(
      events.length ? fitLines([botText.todayTitle, ...events.map(eventLine)]) : botText.todayEmpty,
      html,
    );
  });

  chat.command('near', (ctx) =>
    ctx.reply(botText.nearAsk, {
      reply_markup: new Keyboard().requestLocation(botText.nearButton).resized().oneTime(),
    }),
  );

  chat.on('message:location', async (ctx) => {
    const { latitude, longitude } = ctx.message.location;
    const { places, events } = await api.near(latitude, longitude, { limit: 6 });
    const placeLines = places.map(
      (place) =>
        `• ${link(`${site}${placePath(place.code)}`, place.name)}${place.distanceKm !== null ? ` — ${distanceText(place.distanceKm)}` : ''}${place.address ? `, ${quoteHtml(place.address)}` : ''}`,
    );
    const text = fitLines([
      botText.nearPlacesTitle,
      ...(placeLines.length ? placeLines : [botText.nearPlacesEmpty]),
      '',
      botText.nearEventsTitle,
      ...(events.length ? events.map(eventLine) : [botText.nearEventsEmpty]),
    ]);
    await ctx.reply(text, { ...html, reply_markup: { remove_keyboard: true } });
  });

  chat.command('following', async (ctx) => {
    const account = accountOf(ctx);
    if (!account) return;
    const { bound, events } = await api.following(account.id, 8);
    if (!bound) return void (await ctx.reply(botText.followingNotBound, html));
    await ctx.reply(
      events.length ? fitLines([botText.followingTitle, ...events.map(eventLine)]) : botText.followingEmpty,
      html,
    );
  });

  // A post forwarded from a channel (text, or a photo with a caption) becomes an external announcement.
  chat.on('message', async (ctx, next) => {
    const source = channelOrigin(ctx.message);
    if (!source) return next();
    const account = accountOf(ctx);
    if (!account) return;
    const text = (ctx.message.text ?? ctx.message.caption ?? '').trim();
    if (!text) return void (await ctx.reply(botText.announcementEmpty, html));
    try {
      const { announcement } = await api.announcement({ telegramId: account.id, text, source });
      const draft = announcement;
      const lines = [
        announcement.created ? botText.announcementTaken : botText.announcementKnown,
        botText.draftLine('Название', draft.title),
        botText.draftLine('Начало', draft.startsAt ? whenText(draft.startsAt, draft.timeZone) : null),
        botText.draftLine('Место', draft.placeName),
        botText.draftLine('Цена', draft.price),
        ...(draft.ticketUrl ? [botText.draftLine('Билеты', draft.ticketUrl)] : []),
        ...(draft.duplicateOf ? ['', botText.announcementDuplicate(draft.duplicateOf.title)] : []),
      ];
      await ctx.reply(fitLines(lines), {
        ...html,
        reply_markup: new InlineKeyboard().url(
          botText.announcementReview,
          `${business}/business/external-event-announcements`,
        ),
      });
    } catch (error) {
      if (error instanceof InternalApiError && error.code === 'ANNOUNCEMENTS_FORBIDDEN') {
        return void (await ctx.reply(botText.announcementForbidden, html));
      }
      if (error instanceof InternalApiError && error.code === 'NOT_BOUND') {
        return void (await ctx.reply(botText.announcementNotBound, html));
      }
      throw error;
    }
  });

  chat.on('message', (ctx) =>
    ctx.reply(ctx.message.forward_origin ? botText.notForwardedFromChannel : botText.unknown, html),
  );

  // Whatever escapes the boundary (it should be nothing) is logged; long polling keeps going.
  bot.catch(({ error }) => log.error('bot update failed outside the handlers', error));

  return bot;
}

/** The command menu in Telegram's interface. */
export async function publishCommands(bot: Bot): Promise<void> {
  await bot.api.setMyCommands(commands.map(({ command, description }) => ({ command, description })));
}
