import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './testing/harness.ts';

// The bot and the API agree on a channel post: what the bot sends passes the API's route, and the API's answer is
// what the bot reads. A channel no venue connected is the case that needs no source set up (the API's own tests cover
// connected and paused sources).

const CHANNEL = { id: -1_005_550_001, type: 'channel', title: 'Клуб «Сова»', username: 'sova_club_e2e' } as const;
const POSTED = Math.floor(Date.UTC(2026, 10, 28, 17, 30) / 1000);

describe('channel posts against a real API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('a post and its edit from a channel no venue connected reach the API, and the bot writes nothing anywhere', async () => {
    const sentBefore = h.sent.length;
    const post = { message_id: 41, date: POSTED, chat: CHANNEL, sender_chat: CHANNEL, text: 'Джаз в субботу в 20:00' };
    await h.bot.handleUpdate({ update_id: 1, channel_post: post } as unknown as Update);
    await h.bot.handleUpdate({
      update_id: 2,
      edited_channel_post: { ...post, edit_date: POSTED + 60, text: 'Джаз в субботу в 21:00' },
    } as unknown as Update);
    // A body the route refused (400) or a failing route (500) would be logged as an error.
    expect(h.errors).toEqual([]);
    expect(h.sent.slice(sentBefore)).toEqual([]);

    expect(
      await h.client.channelPost({
        chatId: CHANNEL.id,
        chatUsername: CHANNEL.username,
        chatTitle: CHANNEL.title,
        messageId: 41,
        text: 'Джаз в субботу в 20:00',
        postedAt: new Date(POSTED * 1000).toISOString(),
        editedAt: null,
        edited: false,
      }),
    ).toEqual({ accepted: false, announcementId: null, reason: 'NOT_CONNECTED' });
  });

  it('refuses a channel post without the bot’s secret', async () => {
    const response = await fetch(`${h.config.MESTO_API_URL}/api/internal/sources/channel-posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: CHANNEL.id }),
    });
    expect(response.status).toBe(401);
  });
});
