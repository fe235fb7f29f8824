import { describe, expect, it } from 'vitest';
import {
  BURST_MINUTES,
  BURST_OPINIONS,
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  COMPLAINT_TARGETS,
  COMPLAINTS_PER_DAY,
  containsLink,
  containsPhone,
  HELD_REASON_LABELS,
  HELD_REASONS,
  heldReasonOfText,
  isNewAccount,
  MODERATION_ACTION_STATES,
  MODERATION_ACTIONS,
  MODERATION_STATE_LABELS,
  MODERATION_STATES,
  NEW_ACCOUNT_DAYS,
} from './moderation.ts';

describe('moderation vocabulary', () => {
  it('lists every value in the contract order', () => {
    expect(COMPLAINT_TARGETS).toEqual(['OPINION', 'FEEDBACK', 'ROOM', 'CHAT_MESSAGE', 'USER']);
    expect(COMPLAINT_REASONS).toEqual(['SPAM', 'INSULT', 'FALSE_INFORMATION', 'OFF_TOPIC', 'OTHER']);
    expect(MODERATION_STATES).toEqual(['VISIBLE', 'HELD', 'HIDDEN', 'DELETED']);
    expect(MODERATION_ACTIONS).toEqual(['KEEP', 'HIDE', 'DELETE']);
    expect(HELD_REASONS).toEqual(['LINKS', 'PHONES', 'BURST']);
  });

  it('complaint reasons carry the Russian labels a person picks from', () => {
    expect(COMPLAINT_REASON_LABELS).toEqual({
      SPAM: 'Спам',
      INSULT: 'Оскорбление',
      FALSE_INFORMATION: 'Ложная информация',
      OFF_TOPIC: 'Не об этом месте',
      OTHER: 'Другое',
    });
    for (const state of MODERATION_STATES) expect(MODERATION_STATE_LABELS[state]).toMatch(/\S/);
    for (const reason of HELD_REASONS) expect(HELD_REASON_LABELS[reason]).toMatch(/\S/);
  });

  it('each decision leads to its state; KEEP makes the item visible again', () => {
    expect(MODERATION_ACTION_STATES).toEqual({ KEEP: 'VISIBLE', HIDE: 'HIDDEN', DELETE: 'DELETED' });
  });

  it('limits match the contract', () => {
    expect([COMPLAINTS_PER_DAY, NEW_ACCOUNT_DAYS, BURST_OPINIONS, BURST_MINUTES]).toEqual([20, 3, 5, 10]);
  });
});

describe('automatic brakes on text', () => {
  it('finds links with a scheme, www. or a bare domain', () => {
    expect(containsLink('Заходите на https://example.com/sale')).toBe(true);
    expect(containsLink('скидки на www.shop.example')).toBe(true);
    expect(containsLink('пишите в t.me/spammer')).toBe(true);
    expect(containsLink('лучший-бар.рф')).toBe(true);
  });

  it('does not take ordinary sentences and decimals for links', () => {
    expect(containsLink('Было вкусно.Придём ещё')).toBe(false);
    expect(containsLink('Оценка 4.5 из 5, кофе за 250 р.')).toBe(false);
  });

  it('finds phone numbers in their usual spellings', () => {
    expect(containsPhone('звоните +7 (912) 345-67-89')).toBe(true);
    expect(containsPhone('89123456789')).toBe(true);
    expect(containsPhone('8 912 345 67 89')).toBe(true);
    expect(containsPhone('мой 912-345-67-89')).toBe(true);
    expect(containsPhone('+44 20 7946 0958 и +86 138 1234 5678')).toBe(true);
  });

  it('does not take order numbers, codes and timestamps for phone numbers', () => {
    expect(containsPhone('Заказ 1764142012345 пришёл')).toBe(false);
    expect(containsPhone('Код 123456789')).toBe(false);
  });

  it('does not take prices, years and times for phone numbers', () => {
    expect(containsPhone('Были 12.05.2026 в 19:30, счёт 3500 рублей')).toBe(false);
  });

  it('says why a text is held: a link before a phone, nothing for a clean text', () => {
    expect(heldReasonOfText('https://a.ru и 89123456789')).toBe('LINKS');
    expect(heldReasonOfText('89123456789')).toBe('PHONES');
    expect(heldReasonOfText('Уютно и тихо')).toBeNull();
  });

  it('an account is new for NEW_ACCOUNT_DAYS days', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isNewAccount(new Date('2026-11-24T12:00:00Z'), now)).toBe(true);
    expect(isNewAccount(new Date('2026-11-23T11:59:00Z'), now)).toBe(false);
  });
});
