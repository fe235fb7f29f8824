// An event's title as it is published: posts often quote the whole name («Ночь джаза»), and a title in a list or on a
// page needs no quotes of its own. The API publishes with it and the business panel shows what will be published.

/** Opening quote marks and the closing mark of each: «ёлочки», „лапки“, “English”, "straight". */
const CLOSING: Readonly<Record<string, string>> = { '«': '»', '„': '“', '“': '”', '"': '"' };

/** Does the quote opening the text close at its very end (so it encloses all of it)? */
function enclosesAll(text: string, open: string, close: string): boolean {
  if (open === close) return !text.slice(1, -1).includes(open);
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index === text.length - 1;
    }
  }
  return false;
}

/**
 * The title without quote marks that enclose all of it: '«Ночь джаза»' → 'Ночь джаза', '"«Щелкунчик»"' →
 * 'Щелкунчик'. Quotes around a part stay: '«Джаз» и «Блюз»', 'Спектакль «Чайка»'. Trimmed.
 */
export function unquoteTitle(title: string): string {
  let text = title.trim();
  for (;;) {
    const open = text[0] ?? '';
    const close = CLOSING[open];
    if (close === undefined || text.length < 2 || text.at(-1) !== close || !enclosesAll(text, open, close)) {
      return text;
    }
    text = text.slice(1, -1).trim();
  }
}
