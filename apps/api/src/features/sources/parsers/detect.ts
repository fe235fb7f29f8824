// The kind of a source a venue pasted, from what the address answered: the body's opening first (servers send
// calendars as text/plain or application/octet-stream, feeds as text/html), the Content-Type only when the body
// says nothing.

export type SourceKind = 'ICAL' | 'RSS' | 'WEB_PAGE';

/** How far into the body the markers are looked for: XML declarations, stylesheets and comments come first. */
const HEAD = 4096;

const MARKERS: Array<[RegExp, SourceKind]> = [
  [/^\s*begin:vcalendar/, 'ICAL'],
  [/<rss[\s>]|<feed[\s>]|<rdf:rdf[\s>]/, 'RSS'],
  [/<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]/, 'WEB_PAGE'],
];

export function detectKind(contentType: string | null, text: string): SourceKind | null {
  const head = text
    .slice(0, HEAD)
    .replace(/^\ufeff/, '')
    .toLowerCase();
  let best: { kind: SourceKind; at: number } | null = null;
  for (const [marker, kind] of MARKERS) {
    const match = marker.exec(head);
    if (match && (!best || match.index < best.at)) best = { kind, at: match.index };
  }
  if (best) return best.kind;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/calendar' || type === 'application/ics') return 'ICAL';
  if (/^application\/(?:rss|atom|rdf)\+xml$/.test(type)) return 'RSS';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'WEB_PAGE';
  return null;
}
