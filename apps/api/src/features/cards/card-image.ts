import { cutText, ELLIPSIS, escapeXml } from '@mesto/domain';
import sharp from 'sharp';

// The picture of a link preview for a page that has no photo of its own (Telegram, VK and search engines show it
// beside the title): the site's colours, the page's title in large letters and a line under it. Drawn as SVG and
// turned into a PNG, the format every preview accepts.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const TITLE_LINE = 24;
const TITLE_LINES = 3;

/** Words into at most `lines` lines of about `width` characters; what does not fit ends in «…». */
export function wrapWords(text: string, width = TITLE_LINE, lines = TITLE_LINES): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= width || line === '') {
      line = cutText(next, width, { ellipsis: true });
      continue;
    }
    result.push(line);
    line = cutText(word, width, { ellipsis: true });
    if (result.length === lines) break;
  }
  if (result.length < lines && line !== '') result.push(line);
  else if (line !== '' && result.length === lines) {
    const last = result[lines - 1] ?? '';
    result[lines - 1] = last.endsWith(ELLIPSIS) ? last : `${cutText(last, width - 1).trimEnd()}${ELLIPSIS}`;
  }
  return result;
}

export function cardSvg({ title, subtitle, label }: { title: string; subtitle: string; label: string }): string {
  const lines = wrapWords(title);
  const titleTop = 250 - (lines.length - 1) * 40;
  const titleText = lines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * 84}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="1090" cy="110" r="210" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="1130" cy="560" r="140" fill="#ffffff" fill-opacity="0.06"/>
  <text x="80" y="110" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#e0e7ff">Место · ${escapeXml(label)}</text>
  <text font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${titleText}</text>
  <text x="80" y="${titleTop + lines.length * 84 + 30}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e0e7ff">${escapeXml(wrapWords(subtitle, 52, 1)[0] ?? '')}</text>
</svg>`;
}

export function renderCard(card: { title: string; subtitle: string; label: string }): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
