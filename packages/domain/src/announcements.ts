import type { TextRule } from './fields.ts';

// The work stream of external announcements: the same limits in the business panel's forms and in the API.

/** Where an announcement came from: a channel's name, a site. */
export const ANNOUNCEMENT_SOURCE_RULE: TextRule = { label: 'Источник', max: 200, required: 'Укажите источник' };
/** The post as it was published: a long festival programme fits, a pasted book does not. */
export const ANNOUNCEMENT_TEXT_RULE: TextRule = {
  label: 'Текст анонса',
  max: 20_000,
  required: 'Вставьте текст анонса',
  multiline: true,
};
/** How long an announcement taken from the work stream stays the taker's before it returns to the pool. */
export const ANNOUNCEMENT_CLAIM_MINUTES = 15;
/** Announcements one request of the work stream hands out, at most. */
export const WORK_STREAM_MAX_BATCH = 10;
