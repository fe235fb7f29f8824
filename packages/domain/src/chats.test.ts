import { describe, expect, it } from 'vitest';
import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_MESSAGE_RULE,
  CHAT_MESSAGES_PAGE,
  CHAT_MESSAGES_PAGE_MAX,
  CHAT_SEND_BURST,
  CHAT_SEND_WINDOW_SECONDS,
  ChatEvent,
} from './chats.ts';
import { validateText } from './fields.ts';

describe('chat rules', () => {
  it('pins the values docs/product.md#constants gives', () => {
    expect({
      message: CHAT_MESSAGE_RULE.max,
      members: CHAT_GROUP_MAX_MEMBERS,
      page: CHAT_MESSAGES_PAGE,
      pageMax: CHAT_MESSAGES_PAGE_MAX,
      burst: CHAT_SEND_BURST,
      window: CHAT_SEND_WINDOW_SECONDS,
    }).toEqual({ message: 4000, members: 200, page: 50, pageMax: 100, burst: 20, window: 10 });
    expect(CHAT_MESSAGES_PAGE).toBeLessThanOrEqual(CHAT_MESSAGES_PAGE_MAX);
  });

  it('names the realtime events both sides use', () => {
    expect(ChatEvent).toEqual({
      SEND: 'message:send',
      NEW: 'message:new',
      READ: 'chat:read',
      TYPING: 'chat:typing',
      READY: 'ready',
    });
  });

  it('asks for a message that is there, and no longer than the limit', () => {
    expect(validateText('   ', CHAT_MESSAGE_RULE)).toMatchObject({
      ok: false,
      error: { message: 'Напишите сообщение' },
    });
    expect(validateText('Привет', CHAT_MESSAGE_RULE)).toMatchObject({ ok: true });
    expect(validateText('а'.repeat(4001), CHAT_MESSAGE_RULE).ok).toBe(false);
  });
});
