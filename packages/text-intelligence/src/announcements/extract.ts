import { cutText, DESCRIPTION_MAX_LENGTH, type WallClock, wallClockAt } from '@mesto/domain';
import type {
  AnnouncementExtraction,
  AnnouncementInput,
  DraftEvent,
  EventTag,
  Extracted,
  PlaceCandidate,
  Price,
  TextSpan,
} from '../contract.ts';
import {
  type Clock,
  type DateKind,
  type DateMention,
  type Day,
  durationMinutes,
  isoInZone,
  type LineMentions,
  mentionsOf,
  nextDay,
  type TimeMention,
} from './dates.ts';
import { coverOf, type Line, linesOf, spanOf } from './lines.ts';
import { bestPlace, isPlaceOnly, lookupPhrases, type PlaceMatch, type PlacePhrase, placePhrases } from './places.ts';
import { type PriceFinding, priceOf } from './prices.ts';
import { tagsOf } from './tags.ts';
import { linkRanges, type TicketLinkFinding, ticketLinkOf, withoutLinks } from './tickets.ts';
import { isLabelLine, type TitleFinding, titleOfLine } from './titles.ts';

// The built-in extractor for Russian announcements. A post with several dated lines (a festival programme, a
// theatre's bill, a digest) becomes one draft per line, each taking its place and price from its own line first and
// from the rest of the post otherwise; any other post is one draft (or one per start when it says «14:00 и 18:00»).

/** How sure a start is, by how its date was written, when the time is given too. */
const DATE_CONFIDENCE: Record<DateKind, number> = { full: 0.95, 'no-year': 0.85, relative: 0.85, weekday: 0.65 };
/** A date without a time, or a time without a date: a person should look. */
const GUESSED = 0.4;

const MAX_LOOKUP_PHRASES = 30;
/**
 * Drafts one announcement may become, at most: a programme longer than this is a list to split by hand, and the
 * editor picks a draft by its position below 100 (`fromExtracted`).
 */
export const MAX_EVENTS = 100;

type Plan = {
  /** The line that dates this event (null when the post names no date). */
  anchor: Line | null;
  /** Lines searched first for this event's place and price. */
  own: readonly Line[];
  /** Lines searched next (the rest of a programme). */
  shared: readonly Line[];
  date: DateMention | null;
  start: TimeMention | null;
  programme: boolean;
};

const none = <T>(): Extracted<T> => ({ value: null, confidence: 0, source: 'default', span: null });
const fromText = <T>(value: T, confidence: number, span: TextSpan | null): Extracted<T> => ({
  value,
  confidence: Math.round(confidence * 100) / 100,
  source: 'text',
  span,
});

export async function extractAnnouncement(input: AnnouncementInput): Promise<AnnouncementExtraction> {
  const { text, timeZone } = input;
  const lines = linesOf(text);
  // Dates and prices are read with the links blanked out: the same offsets, nothing from inside a link.
  const unlinked = withoutLinks(text);
  const unlinkedLines = linesOf(unlinked);
  const reference = wallClockAt(input.publishedAt.getTime(), timeZone);
  const mentions = new Map<Line, LineMentions>(
    lines.map((line) => [line, mentionsOf(unlinkedLines[line.index] ?? line, reference)]),
  );
  const phrases = placePhrases(text, lines);
  const lookup = lookupPhrases(phrases, MAX_LOOKUP_PHRASES);
  const candidates = lookup.length > 0 ? await input.places(lookup) : [];

  // Read once for the whole post: every draft carries the same tags.
  const tags = tagsOf(text);
  const context: Context = {
    text,
    unlinked,
    unlinkedLines,
    timeZone,
    reference,
    lines,
    mentions,
    phrases,
    phrasesByLine: phrasesByLine(lines, phrases),
    candidates,
    tags,
    found: new Map(),
  };
  const plans = planEvents(context).slice(0, MAX_EVENTS);
  const postTitle = titleOfPost(context);
  return {
    provider: 'builtin',
    model: null,
    fallback: null,
    events: plans.map((plan) => draftOf(context, plan, postTitle)),
  };
}

type Context = {
  text: string;
  /** The text and its lines with every link blanked out (`withoutLinks`). */
  unlinked: string;
  unlinkedLines: readonly Line[];
  timeZone: string;
  reference: WallClock;
  lines: readonly Line[];
  mentions: ReadonlyMap<Line, LineMentions>;
  phrases: readonly PlacePhrase[];
  phrasesByLine: ReadonlyMap<Line, readonly PlacePhrase[]>;
  candidates: readonly PlaceCandidate[];
  tags: readonly EventTag[];
  /**
   * The price, the ticket link and the place phrases of a group of lines, by the group: every draft of a programme
   * searches the same shared lines, and searching them again per draft makes a long programme quadratic.
   */
  found: Map<readonly Line[], Found>;
};

type Found = {
  price: PriceFinding | null;
  ticketLink: TicketLinkFinding | null;
  phrases: readonly PlacePhrase[];
  match: PlaceMatch | null;
};

/** The price the lines name, read without their links; its span from the text as written. */
function priceIn(context: Context, lines: readonly Line[]): PriceFinding | null {
  const found = priceOf(
    context.unlinked,
    lines.map((line) => context.unlinkedLines[line.index] ?? line),
  );
  if (!found?.span) return found;
  return { ...found, span: spanOf(context.text, found.span.start, found.span.end) };
}

/** Each phrase under the line it was found on (a phrase never spans two lines). */
function phrasesByLine(lines: readonly Line[], phrases: readonly PlacePhrase[]): Map<Line, PlacePhrase[]> {
  const byLine = new Map<Line, PlacePhrase[]>();
  for (const p of phrases) {
    const line = lineAt(lines, p.span.start);
    if (!line || p.span.end > line.start + line.text.length) continue;
    const list = byLine.get(line);
    if (list) list.push(p);
    else byLine.set(line, [p]);
  }
  return byLine;
}

/** The line holding an offset, by binary search over the lines (in order of their start). */
function lineAt(lines: readonly Line[], offset: number): Line | undefined {
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lines[middle]?.start ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return lines[low];
}

function foundIn(context: Context, lines: readonly Line[]): Found {
  let found = context.found.get(lines);
  if (!found) {
    const phrases = lines.flatMap((line) => context.phrasesByLine.get(line) ?? []);
    found = {
      price: lines.length > 0 ? priceIn(context, lines) : null,
      ticketLink: lines.length > 0 ? ticketLinkOf(context.text, lines, context.lines) : null,
      phrases,
      match: bestPlace(phrases, context.candidates),
    };
    context.found.set(lines, found);
  }
  return found;
}

const mentionsAt = (context: Context, line: Line): LineMentions =>
  context.mentions.get(line) ?? { dates: [], times: [] };

/** The date a line is about: an explicit one before a bare weekday («Суббота и воскресенье, 25–26 июля»). */
function primaryDate(context: Context, line: Line): DateMention | null {
  const { dates } = mentionsAt(context, line);
  return dates.find((date) => date.kind !== 'weekday') ?? dates[0] ?? null;
}

/** The starts a line gives: its first time, or all of «14:00 и 18:00». */
function startsOn(context: Context, line: Line): TimeMention[] {
  const times = mentionsAt(context, line).times.filter((time) => !time.until);
  const first = times[0];
  if (!first) return [];
  return first.alternative ? times.filter((time) => time.alternative && time.start === first.start) : [first];
}

function planEvents(context: Context): Plan[] {
  const { lines } = context;
  const dated = lines.filter((line) => mentionsAt(context, line).dates.some((date) => date.kind !== 'weekday'));
  const candidates = dated.length > 0 ? dated : lines.filter((line) => mentionsAt(context, line).dates.length > 0);
  // A line repeating an earlier anchor's day without a time of its own adds nothing («Завтра!» … «завтра в 20:00»).
  // The days seen so far are a set: comparing each line with every earlier one is quadratic in a long programme.
  const seen = new Set<string>();
  const anchors = candidates.filter((line) => {
    const day = primaryDate(context, line)?.day;
    const key = day ? `${day.year}-${day.month}-${day.day}` : null;
    const repeated = key !== null && seen.has(key);
    if (key !== null) seen.add(key);
    return !repeated || startsOn(context, line).length > 0;
  });
  const programme = anchors.length >= 2;
  const anchorSet = new Set(anchors);
  const shared = programme ? lines.filter((line) => !anchorSet.has(line)) : [];
  const plans: Plan[] = [];
  for (const anchor of anchors.length > 0 ? anchors : [null]) {
    const own = programme && anchor ? [anchor] : lines;
    let starts = anchor ? startsOn(context, anchor) : [];
    if (starts.length === 0) {
      for (const line of programme ? shared : lines) {
        starts = startsOn(context, line);
        if (starts.length > 0) break;
      }
    }
    const date = anchor ? primaryDate(context, anchor) : null;
    const last = date?.days[date.days.length - 1];
    // «19 и 20 декабря, 12:00–19:00» runs over both days; «26 и 27 декабря в 19:00» happens on each of them.
    const dates =
      date && last && date.days.length > 1
        ? starts[0]?.endTime
          ? [{ ...date, endDay: last }]
          : date.days.map((day) => ({ ...date, day, days: [day] }))
        : [date];
    for (const each of dates) {
      for (const start of starts.length > 0 ? starts : [null]) {
        plans.push({ anchor, own, shared, date: each, start, programme });
      }
    }
  }
  return plans;
}

const lineOfOffset = (context: Context, offset: number): Line | undefined =>
  context.lines.find((line) => offset >= line.start && offset <= line.start + line.text.length);

type When = { startsAt: Extracted<string>; endsAt: Extracted<string> };

function whenOf(context: Context, plan: Plan): When {
  const { date, start } = plan;
  const { timeZone, text } = context;
  if (!date && !start) return { startsAt: none(), endsAt: none() };
  const reference: Day = { year: context.reference.year, month: context.reference.month, day: context.reference.day };
  const day = date?.day ?? reference;
  const clock: Clock = start?.time ?? { hour: 0, minute: 0 };
  const startsAtIso = isoInZone(day, clock, timeZone);
  const dateSpan = date ? spanOf(text, date.start, date.end) : null;
  const timeSpan = start ? spanOf(text, start.start, start.end) : null;
  const sameLine = date && start && lineOfOffset(context, date.start) === lineOfOffset(context, start.start);
  let confidence = GUESSED;
  if (date && start) confidence = DATE_CONFIDENCE[date.kind] - (sameLine ? 0 : 0.05);
  const startsAt = fromText(
    startsAtIso,
    confidence,
    sameLine ? coverOf(text, [dateSpan, timeSpan]) : (dateSpan ?? timeSpan),
  );

  // The end: a range («19:00–23:00», «с 1 по 3 декабря»), «до 23:00» after the start, or a stated duration.
  let endClock = start?.endTime ?? null;
  let endSpan = timeSpan;
  if (start && !endClock) {
    const line = lineOfOffset(context, start.start);
    const until = line
      ? mentionsAt(context, line).times.find((time) => time.until && time.start >= start.end)
      : undefined;
    if (until) {
      endClock = until.time;
      endSpan = spanOf(text, until.start, until.end);
    }
  }
  const endDay = date?.endDay ?? null;
  if (endClock) {
    let endsAtIso = isoInZone(endDay ?? day, endClock, timeZone);
    // «с 18:00 до 02:00» ends the next morning.
    if (Date.parse(endsAtIso) <= Date.parse(startsAtIso))
      endsAtIso = isoInZone(nextDay(endDay ?? day), endClock, timeZone);
    return { startsAt, endsAt: fromText(endsAtIso, Math.min(confidence, 0.85), endSpan) };
  }
  if (endDay) {
    // Days without an end time («26–30 декабря»): the last day, to its end; a person should set the hour.
    return {
      startsAt,
      endsAt: fromText(isoInZone(endDay, { hour: 23, minute: 59 }, timeZone), GUESSED, dateSpan),
    };
  }
  const minutes = start ? durationMinutes(text) : null;
  if (minutes) {
    const end = wallClockAt(Date.parse(startsAtIso) + minutes * 60_000, timeZone);
    return { startsAt, endsAt: fromText(isoInZone(end, end, timeZone), Math.min(confidence, 0.8), null) };
  }
  return { startsAt, endsAt: none() };
}

/** The spans of dates and times on a line, blanked out before the line is read as a title. */
function dateSpansOn(context: Context, line: Line): TextSpan[] {
  const { dates, times } = mentionsAt(context, line);
  return [...dates, ...times].map((m) => spanOf(context.text, m.start, m.end));
}

function titleOn(context: Context, line: Line): TitleFinding | null {
  if (line.text.trim() === '' || isLabelLine(line.text)) return null;
  const blank = [
    ...dateSpansOn(context, line),
    ...linkRanges(line.text).map(([start, end]) => spanOf(context.text, line.start + start, line.start + end)),
  ];
  const price = priceIn(context, [line])?.span;
  if (price) blank.push(price);
  const hadDate = mentionsAt(context, line).dates.length > 0;
  const title = titleOfLine(context.text, line, blank, hadDate);
  if (!title || isPlaceOnly(title.value, context.candidates)) return null;
  return title;
}

/** The post's title: its first line that says what happens. */
function titleOfPost(context: Context): TitleFinding | null {
  for (const line of context.lines) {
    const title = titleOn(context, line);
    if (title) return title;
  }
  return null;
}

function placeOf(context: Context, plan: Plan) {
  const own = foundIn(context, plan.own);
  const shared = foundIn(context, plan.shared);
  const match = own.match ?? shared.match;
  if (match) {
    const confidence = Math.min(0.95, match.score);
    return {
      place: {
        value: { id: match.place.id, name: match.place.name },
        confidence: Math.round(confidence * 100) / 100,
        source: 'lookup' as const,
        span: match.phrase.span,
      },
      placeMention: fromText(match.phrase.text, confidence, match.phrase.span),
    };
  }
  // No catalogue place: still show what the text calls it when a cue names it («📍 Клуб «Подземка»»).
  const mention = [...own.phrases, ...shared.phrases].find((p) => p.kind === 'cue' || p.kind === 'address');
  return {
    place: none<{ id: string; name: string }>(),
    placeMention: mention ? fromText(mention.text, 0.5, mention.span) : none<string>(),
  };
}

function draftOf(context: Context, plan: Plan, postTitle: TitleFinding | null): DraftEvent {
  const { text } = context;
  const ownTitle = plan.programme && plan.anchor ? titleOn(context, plan.anchor) : null;
  const title = ownTitle ?? postTitle;
  const priceFinding = foundIn(context, plan.own).price ?? foundIn(context, plan.shared).price;
  const ticketLink = foundIn(context, plan.own).ticketLink ?? foundIn(context, plan.shared).ticketLink;
  const { tags } = context;
  const titleLine = title ? lineOfOffset(context, title.span.start) : undefined;
  const whole = (
    plan.programme
      ? text
      : context.lines
          .filter((line) => line !== titleLine)
          .map((l) => l.text)
          .join('\n')
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const description = cutText(whole, DESCRIPTION_MAX_LENGTH);
  return {
    title: title ? fromText(title.value, ownTitle ? 0.75 : 0.8, title.span) : none(),
    description: description ? fromText(description, 0.7, null) : none(),
    ...whenOf(context, plan),
    price: priceFinding ? fromText<Price>(priceFinding.price, priceFinding.confidence, priceFinding.span) : none(),
    ticketUrl: ticketLink ? fromText(ticketLink.url, ticketLink.confidence, ticketLink.span) : none(),
    ...placeOf(context, plan),
    tags:
      tags.length > 0 ? fromText([...tags], 0.7, null) : { value: [], confidence: 0.5, source: 'default', span: null },
  };
}
