import { formatNumber } from './format.ts';
import { fail, ok, type Result } from './result.ts';

// Links to other sites a business gives (where tickets are sold, the menu) and the average bill of a place: the same
// rules and words in the business panel's forms and in the API.

/** A link field: its name as a person sees it, and how long it may be. */
export type WebLinkRule = { label: string; max: number };

const WEB_LINK_MAX_LENGTH = 2000;

/** Where an event's tickets are sold (a seller's page, a registration form). */
export const TICKET_LINK_RULE: WebLinkRule = { label: 'Ссылка на билеты', max: WEB_LINK_MAX_LENGTH };
/** A place's menu (a page or a file). */
export const MENU_LINK_RULE: WebLinkRule = { label: 'Ссылка на меню', max: WEB_LINK_MAX_LENGTH };

export const WRONG_LINK = 'WRONG_LINK';
export const LINK_SCHEME = 'LINK_SCHEME';
export const LINK_CREDENTIALS = 'LINK_CREDENTIALS';
export const LINK_TOO_LONG = 'LINK_TOO_LONG';

export function linkTooLongMessage(rule: WebLinkRule): string {
  return `${rule.label} — не длиннее ${formatNumber(rule.max)} символов`;
}

/** Spaces and control characters: a link holds neither (a pasted link with a line break is two things). */
const SPACE_OR_CONTROL = /[\s\p{Cc}\u2028\u2029]/u;
const WEB_SCHEME = /^https?:\/\//i;

/**
 * Does the text start with a scheme other than the web's (`javascript:`, `data:`, `ftp:`)? «tickets.ru:8080/…» is a
 * host and a port, not a scheme.
 */
function otherScheme(value: string): boolean {
  const colon = value.indexOf(':');
  if (colon <= 0) return false;
  const scheme = value.slice(0, colon);
  return /^[a-z][a-z\d+.-]*$/i.test(scheme) && !(scheme.includes('.') && /^\d/.test(value.slice(colon + 1)));
}

/**
 * A link to a page of another site, as a person pastes it: trimmed, `http://` or `https://` only (never
 * `javascript:` or `data:`, which a link on the site would run), a host with a dot, no user name or password inside
 * (they would be shown to every visitor), at most `rule.max` characters. The value is kept as typed: a link with
 * Cyrillic or an unusual query is the seller's own and stays exactly as given.
 */
export function validateWebLink(input: string, rule: WebLinkRule): Result<string> {
  const value = input.trim();
  if (value.length > rule.max) return fail(LINK_TOO_LONG, linkTooLongMessage(rule));
  if (!WEB_SCHEME.test(value)) {
    return otherScheme(value)
      ? fail(LINK_SCHEME, `${rule.label}: подойдёт только адрес, начинающийся с http:// или https://`)
      : fail(WRONG_LINK, `${rule.label}: вставьте адрес страницы целиком, например https://example.ru/page`);
  }
  if (SPACE_OR_CONTROL.test(value)) {
    return fail(WRONG_LINK, `${rule.label}: в адресе не должно быть пробелов и переносов строк`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(WRONG_LINK, `${rule.label}: вставьте адрес страницы целиком, например https://example.ru/page`);
  }
  if (url.username !== '' || url.password !== '') {
    return fail(LINK_CREDENTIALS, `${rule.label}: уберите из адреса имя пользователя и пароль`);
  }
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) {
    return fail(WRONG_LINK, `${rule.label}: вставьте адрес страницы целиком, например https://example.ru/page`);
  }
  return ok(value);
}

/**
 * The site a link leads to, as people read it: 'https://www.Radario.ru/events/1' → 'radario.ru'. Read from the link
 * as written, so a Cyrillic domain stays Cyrillic (a URL parser would give its punycode). Null for what is not an
 * http(s) link.
 */
export function linkSite(link: string): string | null {
  const host = /^https?:\/\/([^/?#\\@\s]+)(?=$|[/?#])/i.exec(link.trim())?.[1];
  if (host === undefined) return null;
  const name = host
    .replace(/:\d+$/, '')
    .toLowerCase()
    .replace(/^www\./, '');
  return name.includes('.') ? name : null;
}

/** The average bill a place may give, in whole rubles. */
export const AVERAGE_BILL_MIN = 1;
export const AVERAGE_BILL_MAX = 1_000_000;
const AVERAGE_BILL_LABEL = 'Средний чек';
export const AVERAGE_BILL_MESSAGE = `${AVERAGE_BILL_LABEL} — целое число рублей от ${AVERAGE_BILL_MIN} до ${formatNumber(AVERAGE_BILL_MAX)}`;

/** Whether a number is an average bill a place may give: whole rubles from 1 to a million. */
export function isAverageBill(value: number): boolean {
  return Number.isInteger(value) && value >= AVERAGE_BILL_MIN && value <= AVERAGE_BILL_MAX;
}
