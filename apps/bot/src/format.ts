// Formatting of answers: Telegram HTML (only <b>, <i>, <a> are used), every outside text escaped.

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** «сегодня, 19:00», «завтра, 02:00», «27 ноября, 19:00», «25 ноября 2030 г., 19:00» by the event's own clock. */
export function whenText(iso: string, timeZone: string, now = new Date()): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit' }).format(date);
  const day = dayKey(date, timeZone);
  if (day === dayKey(now, timeZone)) return `сегодня, ${time}`;
  if (day === dayKey(new Date(now.getTime() + 24 * 3600_000), timeZone)) return `завтра, ${time}`;
  const sameYear = day.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  const date_ = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
  return `${date_}, ${time}`;
}

/** «350 м», «1,2 км». */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} м`;
  return `${km.toFixed(1).replace('.', ',')} км`;
}
