import { describe, expect, it } from 'vitest';
import { compose } from './outbox.service.ts';

// What a group of outbox rows says in Telegram, and where its link leads.

const rows = (count: number, payload: Record<string, unknown>) =>
  Array.from({ length: count }, (_, i) => ({ payload: { ...payload, text: `${payload.text ?? ''}${i + 1}` } }));

describe('compose', () => {
  it('a group chat names the chat; a private one the person; an organisation’s the organisation', () => {
    const group = { chatId: 'c1', chatTitle: 'Друзья', author: 'Анна', text: 'привет ' };
    expect(compose('CHAT_MESSAGE', rows(1, group))?.text).toBe('💬 Анна в чате «Друзья»:\nпривет 1');
    expect(compose('CHAT_MESSAGE', rows(3, group))?.text).toBe('💬 3 новых сообщения в чате «Друзья»');
    expect(compose('CHAT_MESSAGE', rows(21, group))?.text).toBe('💬 21 новое сообщение в чате «Друзья»');
    expect(compose('CHAT_MESSAGE', rows(11, { ...group, chatTitle: '' }))?.text).toBe('💬 Анна: 11 новых сообщений');
    const fromTeam = { chatId: 'c2', chatTitle: '', author: 'Сотрудник', organisation: 'Кофейни', text: 'ждём ' };
    expect(compose('CHAT_MESSAGE', rows(1, fromTeam))?.text).toBe('💬 Кофейни:\nждём 1');
    expect(compose('CHAT_MESSAGE', rows(1, group))?.link).toEqual({ app: 'visitor', path: '/chats?chat=c1' });
  });

  it('a long message is cut with an ellipsis', () => {
    const text = compose('CHAT_MESSAGE', [{ payload: { chatTitle: '', author: 'Анна', text: 'а'.repeat(500) } }])?.text;
    expect(text?.length).toBeLessThan(260);
    expect(text?.endsWith('…')).toBe(true);
  });

  it('a room reminder counts the minutes left, and is dropped long after the start', () => {
    const now = Date.parse('2026-11-26T18:00:00Z');
    const room = (startsAt: string) => [{ payload: { roomCode: 'r1', title: 'Кофе', startsAt } }];
    expect(compose('ROOM_STARTS', room('2026-11-26T18:45:00Z'), now)?.text).toBe(
      '⏰ Комната «Кофе» начнётся через 45 мин.',
    );
    expect(compose('ROOM_STARTS', room('2026-11-26T17:59:40Z'), now)?.text).toBe('⏰ Комната «Кофе» начинается сейчас');
    expect(compose('ROOM_STARTS', room('2026-11-26T17:30:00Z'), now)).toBeNull();
  });

  it('business kinds link to the business panel', () => {
    expect(
      compose('BUSINESS_OPINION', [{ payload: { subject: 'Кофейня', placeCode: 'p1', rating: 2, text: 'холодно' } }]),
    ).toEqual({
      text: '⭐ Новое мнение о «Кофейня» (2/5):\nхолодно',
      link: { app: 'business', path: '/business/opinions?place=p1' },
    });
    expect(
      compose('BUSINESS_CHAT', [{ payload: { organisation: 'Кофейни', author: 'Гость', text: 'привет' } }])?.link,
    ).toEqual({ app: 'business', path: '/business/chats' });
  });

  it('a name with quotes of its own is nested as Russian typography does, never «…«…»»', () => {
    expect(
      compose('BUSINESS_OPINION', [{ payload: { subject: 'Кофейня «Зерно»', placeCode: 'p1', rating: 5, text: '' } }])
        ?.text,
    ).toBe('⭐ Новое мнение о «Кофейня „Зерно“» (5/5)');
  });

  it('a followed place’s event says when, in the event’s time zone', () => {
    const text = compose('FOLLOWED_EVENT', [
      {
        payload: {
          eventCode: 'e1',
          title: 'Джаз',
          place: 'Кофейня',
          startsAt: '2026-11-28T16:00:00Z',
          timeZone: 'Europe/Moscow',
        },
      },
    ])?.text;
    expect(text).toContain('Новое событие в «Кофейня»: Джаз');
    expect(text).toContain('28 ноября');
    expect(text).toContain('19:00');
  });

  it('a moderator’s decision tells the author what happened to what, and why, linking to the item', () => {
    const decision = (targetType: string, state: string, previousState = 'VISIBLE') => [
      {
        payload: {
          targetType,
          previousState,
          state,
          title: 'Кофейня',
          reason: 'Оскорбления',
          path: '/place/p1#opinion-o1',
        },
      },
    ];
    expect(compose('MODERATION_DECISION', decision('OPINION', 'HIDDEN'))).toEqual({
      text: '🛡 Ваше мнение («Кофейня») скрыто модератором. Причина: Оскорбления',
      link: { app: 'visitor', path: '/place/p1#opinion-o1' },
    });
    expect(compose('MODERATION_DECISION', decision('ROOM', 'DELETED'))?.text).toBe(
      '🛡 Ваша комната («Кофейня») удалена модератором. Причина: Оскорбления',
    );
    expect(compose('MODERATION_DECISION', decision('CHAT_MESSAGE', 'HIDDEN'))?.text).toBe(
      '🛡 Ваше сообщение («Кофейня») скрыто модератором. Причина: Оскорбления',
    );
    expect(compose('MODERATION_DECISION', decision('OPINION', 'VISIBLE', 'HIDDEN'))?.text).toBe(
      '✅ Ваше мнение («Кофейня») снова видно всем',
    );
    expect(compose('MODERATION_DECISION', decision('ROOM', 'VISIBLE', 'HELD'))?.text).toBe(
      '✅ Ваша комната («Кофейня») опубликована: модератор проверил её',
    );
  });
});
