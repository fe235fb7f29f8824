import { DISPLAY_NAME_MAX_LENGTH } from './account.ts';
import { fail, ok, type Result } from './result.ts';

// Text fields that a person fills in forms and the API checks again: the same rule and the same words on both sides.

export type TextRule = {
  /** The field's name as a person sees it, e.g. «Название». */
  label: string;
  max: number;
  /** Said when a required field is left empty, e.g. «Укажите название». Absent: the field may be empty. */
  required?: string;
  /**
   * A text of paragraphs (a description, an opinion, a message): line breaks and tabs are its own. Absent, the field
   * is one line (a name, a title, an address) and refuses every control character, line breaks included: such a
   * field goes into headers, calendar properties, titles and link previews, where a line break starts a new line of
   * the format (docs/security.md, «Text in formats»).
   */
  multiline?: true;
};

export const NAME_MAX_LENGTH = 120;
const ABOUT_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 5000;

export const DISPLAY_NAME_RULE: TextRule = { label: 'Имя', max: DISPLAY_NAME_MAX_LENGTH, required: 'Укажите имя' };
export const ABOUT_RULE: TextRule = { label: 'О себе', max: ABOUT_MAX_LENGTH, multiline: true };
/** The name of a place, an organisation, an event list or an event. */
export const TITLE_RULE: TextRule = { label: 'Название', max: NAME_MAX_LENGTH, required: 'Укажите название' };
export const DESCRIPTION_RULE: TextRule = { label: 'Описание', max: DESCRIPTION_MAX_LENGTH, multiline: true };
export const ADDRESS_RULE: TextRule = { label: 'Адрес', max: 300 };
/** The name of a feature (Wi-Fi, a terrace): short, as it appears on every place that has it. */
export const FEATURE_NAME_RULE: TextRule = { label: 'Название', max: 60, required: 'Укажите название' };

function tooLongMessage(rule: TextRule): string {
  return `${rule.label} — не длиннее ${rule.max} символов`;
}

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: what ends or breaks a line in
 * some format, and what no one types into a one-line field. Tab, LF and CR are allowed in a multi-line text.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_PARAGRAPHS = /(?![\t\n\r])\p{Cc}/u;

/** Whether a one-line field's text holds a character that breaks or controls a line; see `TextRule.multiline`. */
export function breaksLine(text: string): boolean {
  return LINE_BREAKING.test(text);
}

/**
 * Outside text (a Telegram name, a channel's title) made fit for a one-line field: every run of line breaks and
 * control characters becomes one space. Text a person typed is refused instead (`validateText`), so they see why.
 */
export function toOneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export function singleLineMessage(label: string): string {
  return `${label} — одной строкой, без переносов и управляющих символов`;
}

function controlCharactersMessage(label: string): string {
  return `${label}: уберите управляющие символы (они не видны, но ломают текст)`;
}

/** Trims the text, then checks it is present when required, within the length, and one line unless multi-line. */
export function validateText(input: string, rule: TextRule): Result<string> {
  const value = input.trim();
  if (rule.required && value.length === 0) return fail('REQUIRED', rule.required);
  if (value.length > rule.max) return fail('TOO_LONG', tooLongMessage(rule));
  if (rule.multiline ? CONTROL_IN_PARAGRAPHS.test(value) : breaksLine(value)) {
    return fail(
      'CONTROL_CHARACTERS',
      rule.multiline ? controlCharactersMessage(rule.label) : singleLineMessage(rule.label),
    );
  }
  return ok(value);
}

/** A price box as people fill it: whole rubles («1 500»), 0 for free; null for an empty box; NaN for anything else. */
export function parsePriceInput(input: string): number | null {
  const typed = input.trim().replace(/\s/g, '');
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}
