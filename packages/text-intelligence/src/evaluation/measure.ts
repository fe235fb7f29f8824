import { autoPublishVerdict } from '../announcements/auto-publish.ts';
import { extractAnnouncement } from '../announcements/extract.ts';
import type { Aspect, DraftEvent, OpinionAnalysis, PlaceCandidate, Sentiment } from '../contract.ts';
import { AnnouncementExtraction } from '../contract.ts';
import { analyseOpinionText } from '../opinions/analyse.ts';
import { normaliseRu } from '../text/normalise.ts';
import type { AnnouncementSet, EvaluationAnnouncement, EvaluationEvent, EvaluationOpinion } from './cases.ts';
import type { TitleReview } from './title-reviews.ts';

// How well the built-in provider reads a set of posts and opinions, field by field, as a reviewer would judge it:
// a title counts when a reviewer would keep it as it stands (equal, after case and punctuation, to one of the titles
// the set accepts), a start with a bare date in the set only when the draft says its time is unknown. Each judged
// value keeps the confidence the provider gave it, so the report can say how far that confidence can be trusted.

export const ANNOUNCEMENT_FIELDS = ['start', 'end', 'price', 'place', 'title', 'ticketUrl'] as const;
export type AnnouncementField = (typeof ANNOUNCEMENT_FIELDS)[number];

/** One judged value: right or not, and how sure the provider said it was (null when it offered no value). */
export type Judged = { right: boolean; confidence: number | null };

export type AnnouncementReport = {
  posts: number;
  events: number;
  /** Share right per field, 0..1. */
  fields: Record<AnnouncementField, number>;
  /** Titles that contain an accepted title (the older, lenient judgement), for comparison. */
  titleContains: number;
  /**
   * Titles a reviewer would keep: those the set accepts, and those an independent reviewer, shown the post and this very
   * title, said they would publish as it stands (title-reviews.ts). A title nobody reviewed counts only when the set
   * accepts it.
   */
  titleReviewed: number;
  /** Titles the set does not accept and nobody has reviewed yet: what a reviewer is asked about (report.ts --to-review). */
  unreviewed: TitleToReview[];
  draftsPerPostRight: number;
  postponementsRight: number;
  /** Events a trusted source would have published without a person (autoPublishVerdict), and those with a wrong field. */
  autoPublished: number;
  autoPublishedWrong: number;
  judged: Judged[];
  misses: string[];
};

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function sameMoment(expected: string | null, actual: string | null, timeKnown: boolean): boolean {
  if (expected === null) return actual === null;
  if (actual === null) return false;
  if (BARE_DATE.test(expected)) return !timeKnown && actual.slice(0, 10) === expected;
  return timeKnown && actual === expected;
}

/** How a title is compared: case, ё, quotes, emoji and punctuation do not matter. */
const titleForm = (title: string) => normaliseRu(title);

export function titleKept(expected: readonly string[], actual: string | null): boolean {
  if (actual === null) return false;
  const form = titleForm(actual);
  return expected.some((title) => titleForm(title) === form);
}

function fieldOf(field: AnnouncementField, expected: EvaluationEvent, actual: DraftEvent | undefined): Judged {
  if (!actual) return { right: false, confidence: null };
  const judged = (right: boolean, extracted: { value: unknown; confidence: number }): Judged => ({
    right,
    confidence: extracted.value === null ? null : extracted.confidence,
  });
  switch (field) {
    case 'start':
      return judged(
        sameMoment(expected.start, actual.startsAt.value, actual.startTimeKnown !== false),
        actual.startsAt,
      );
    case 'end':
      return judged(sameMoment(expected.end, actual.endsAt.value, actual.endTimeKnown !== false), actual.endsAt);
    case 'price':
      return judged(JSON.stringify(expected.price) === JSON.stringify(actual.price.value), actual.price);
    case 'place':
      return judged(expected.place === (actual.place.value?.id ?? null), actual.place);
    case 'title':
      return judged(titleKept(expected.titles, actual.title.value), actual.title);
    case 'ticketUrl':
      return judged((expected.ticketUrl ?? null) === actual.ticketUrl.value, actual.ticketUrl);
  }
}

function shown(field: AnnouncementField, event: DraftEvent | undefined): string {
  if (!event) return '(no draft)';
  const unknown = (known: boolean | undefined) => (known === false ? ' (time unknown)' : '');
  switch (field) {
    case 'start':
      return `${JSON.stringify(event.startsAt.value)}${unknown(event.startTimeKnown)}`;
    case 'end':
      return `${JSON.stringify(event.endsAt.value)}${unknown(event.endTimeKnown)}`;
    case 'price':
      return JSON.stringify(event.price.value);
    case 'place':
      return JSON.stringify(event.place.value?.id ?? null);
    case 'title':
      return JSON.stringify(event.title.value);
    case 'ticketUrl':
      return JSON.stringify(event.ticketUrl.value);
  }
}

function wanted(field: AnnouncementField, expected: EvaluationEvent): string {
  if (field === 'title') return expected.titles.map((t) => JSON.stringify(t)).join(' or ');
  if (field === 'ticketUrl') return JSON.stringify(expected.ticketUrl ?? null);
  return JSON.stringify(expected[field]);
}

export async function readPost(post: EvaluationAnnouncement, places: readonly PlaceCandidate[]) {
  return AnnouncementExtraction.parse(
    await extractAnnouncement({
      text: post.text,
      publishedAt: new Date(post.publishedAt),
      timeZone: post.timeZone,
      places: async () => places,
    }),
  );
}

/** A title the set does not accept, for an independent reviewer: the post, what the set lists, what the reader wrote. */
export type TitleToReview = { key: string; post: string; listed: readonly string[]; title: string };

/** The key of an event in the title reviews: the post's id and the event's place in it, from 1. */
export const reviewKey = (postId: string, index: number) => `${postId}#${index + 1}`;

export async function measureAnnouncements(
  set: AnnouncementSet,
  reviews: Readonly<Record<string, readonly TitleReview[]>> = {},
): Promise<AnnouncementReport> {
  const right = Object.fromEntries(ANNOUNCEMENT_FIELDS.map((field) => [field, 0])) as Record<AnnouncementField, number>;
  const judged: Judged[] = [];
  const misses: string[] = [];
  let events = 0;
  let countsRight = 0;
  let postponementsRight = 0;
  let titleContains = 0;
  let titleReviewed = 0;
  const unreviewed: TitleToReview[] = [];
  let autoPublished = 0;
  let autoPublishedWrong = 0;
  for (const post of set.announcements) {
    const extraction = await readPost(post, set.places);
    if (extraction.events.length === post.events.length) countsRight += 1;
    else misses.push(`${post.id}: ${extraction.events.length} drafts, expected ${post.events.length}`);
    if (extraction.postponed === Boolean(post.postponed)) postponementsRight += 1;
    else misses.push(`${post.id}: postponed ${extraction.postponed}, expected ${Boolean(post.postponed)}`);
    for (const [index, expected] of post.events.entries()) {
      events += 1;
      const actual = extraction.events[index];
      const title = actual?.title.value ? titleForm(actual.title.value) : null;
      if (title !== null && expected.titles.some((t) => title.includes(titleForm(t)))) titleContains += 1;
      let reviewerKept = false;
      if (actual?.title.value && !titleKept(expected.titles, actual.title.value)) {
        const key = reviewKey(post.id, index);
        const review = reviews[key]?.find((r) => titleForm(r.title) === titleForm(actual.title.value ?? ''));
        if (review?.keep) titleReviewed += 1;
        reviewerKept = review?.keep === true;
        if (!review) unreviewed.push({ key, post: post.text, listed: expected.titles, title: actual.title.value });
      } else if (actual?.title.value) titleReviewed += 1;
      const verdict = actual
        ? autoPublishVerdict(actual, {
            now: new Date(post.publishedAt),
            postponed: extraction.postponed,
            eventsInPost: extraction.events.length,
          })
        : null;
      if (verdict?.publish) {
        autoPublished += 1;
        // A title the set does not list but the reviewer kept is a title a person would have published too.
        const wrong = ANNOUNCEMENT_FIELDS.filter(
          (field) => !fieldOf(field, expected, actual).right && !(field === 'title' && reviewerKept),
        );
        if (wrong.length > 0) {
          autoPublishedWrong += 1;
          misses.push(`${post.id}#${index + 1} auto-published with a wrong ${wrong.join(', ')}`);
        }
      }
      for (const field of ANNOUNCEMENT_FIELDS) {
        const result = fieldOf(field, expected, actual);
        judged.push(result);
        if (result.right) right[field] += 1;
        else
          misses.push(
            `${post.id}#${index + 1} ${field}: got ${shown(field, actual)}, expected ${wanted(field, expected)}`,
          );
      }
    }
  }
  const share = (n: number) => (events === 0 ? 0 : n / events);
  return {
    posts: set.announcements.length,
    events,
    fields: Object.fromEntries(ANNOUNCEMENT_FIELDS.map((f) => [f, share(right[f])])) as Record<
      AnnouncementField,
      number
    >,
    titleContains: share(titleContains),
    titleReviewed: share(titleReviewed),
    unreviewed,
    draftsPerPostRight: set.announcements.length === 0 ? 0 : countsRight / set.announcements.length,
    postponementsRight: set.announcements.length === 0 ? 0 : postponementsRight / set.announcements.length,
    autoPublished,
    autoPublishedWrong,
    judged,
    misses,
  };
}

export type OpinionReport = {
  opinions: number;
  sentiment: number;
  aspectPrecision: number;
  aspectRecall: number;
  aspectF1: number;
  aspectSentiment: number;
  judged: Judged[];
  misses: string[];
};

export function measureOpinions(cases: readonly EvaluationOpinion[]): OpinionReport {
  let sentimentRight = 0;
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let aspectSentimentRight = 0;
  const judged: Judged[] = [];
  const misses: string[] = [];
  for (const expected of cases) {
    const actual: OpinionAnalysis = analyseOpinionText({ text: expected.text, rating: expected.rating ?? null });
    const problems: string[] = [];
    const sentimentOk = actual.sentiment === expected.sentiment;
    judged.push({ right: sentimentOk, confidence: actual.confidence });
    if (sentimentOk) sentimentRight += 1;
    else problems.push(`sentiment ${actual.sentiment} (${actual.score}), expected ${expected.sentiment}`);
    const found = new Map<Aspect, Sentiment>(actual.aspects.map((a) => [a.aspect, a.sentiment]));
    for (const [aspect, sentiment] of Object.entries(expected.aspects) as [Aspect, Sentiment][]) {
      const got = found.get(aspect);
      if (!got) {
        falseNegative += 1;
        problems.push(`missed ${aspect}`);
        continue;
      }
      truePositive += 1;
      if (got === sentiment) aspectSentimentRight += 1;
      else problems.push(`${aspect} ${got}, expected ${sentiment}`);
    }
    for (const aspect of found.keys()) {
      if (expected.aspects[aspect]) continue;
      falsePositive += 1;
      problems.push(`extra ${aspect}`);
    }
    if (problems.length > 0)
      misses.push(`[${expected.kind}] «${expected.text}» (${expected.rating ?? '–'}★): ${problems.join('; ')}`);
  }
  const precision = truePositive + falsePositive === 0 ? 1 : truePositive / (truePositive + falsePositive);
  const recall = truePositive + falseNegative === 0 ? 1 : truePositive / (truePositive + falseNegative);
  return {
    opinions: cases.length,
    sentiment: cases.length === 0 ? 0 : sentimentRight / cases.length,
    aspectPrecision: precision,
    aspectRecall: recall,
    aspectF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    aspectSentiment: truePositive === 0 ? 0 : aspectSentimentRight / truePositive,
    judged,
    misses,
  };
}

/** Confidence bands and the share of values in each that were right. */
export const BANDS = [
  [0, 0.6],
  [0.6, 0.8],
  [0.8, 0.9],
  [0.9, 1.01],
] as const;

export type Reliability = { band: string; values: number; right: number };

/** The reliability table: for each confidence band, how many offered values fell in it and how many were right. */
export function reliability(judged: readonly Judged[]): Reliability[] {
  return BANDS.map(([from, to]) => {
    const inBand = judged.filter((j) => j.confidence !== null && j.confidence >= from && j.confidence < to);
    return {
      band: `${Math.round(from * 100)}–${Math.min(100, Math.round(to * 100))} %`,
      values: inBand.length,
      right: inBand.filter((j) => j.right).length,
    };
  });
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

export function formatReliability(judged: readonly Judged[]): string[] {
  return reliability(judged).map(
    (row) =>
      `  ${row.band.padEnd(9)} ${String(row.values).padStart(4)} values, ${row.values === 0 ? '–' : pct(row.right / row.values)} right`,
  );
}

export function formatAnnouncements(name: string, report: AnnouncementReport, misses = true): string {
  return [
    `${name}: ${report.posts} posts, ${report.events} events`,
    ...ANNOUNCEMENT_FIELDS.map((f) => `  ${f.padEnd(9)} ${pct(report.fields[f]).padStart(7)}`),
    `  title contains an accepted title: ${pct(report.titleContains)}`,
    `  title a reviewer would keep: ${pct(report.titleReviewed)}${report.unreviewed.length > 0 ? ` (${report.unreviewed.length} titles not reviewed yet count as wrong)` : ''}`,
    `  drafts per post right: ${pct(report.draftsPerPostRight)}, postponements told: ${pct(report.postponementsRight)}`,
    `  published without a person from a trusted source: ${report.autoPublished} of ${report.events} (${pct(report.events === 0 ? 0 : report.autoPublished / report.events)}), with a wrong field: ${report.autoPublishedWrong}`,
    '  reliability (confidence → share right):',
    ...formatReliability(report.judged),
    ...(misses ? [`  misses (${report.misses.length}):`, ...report.misses.map((m) => `    ${m}`)] : []),
  ].join('\n');
}

export function formatOpinions(name: string, report: OpinionReport, misses = true): string {
  return [
    `${name}: ${report.opinions} opinions`,
    `  sentiment ${pct(report.sentiment)}`,
    `  aspects: precision ${pct(report.aspectPrecision)}, recall ${pct(report.aspectRecall)}, F1 ${pct(report.aspectF1)}`,
    `  aspect sentiment ${pct(report.aspectSentiment)}`,
    '  reliability of the overall sentiment (confidence → share right):',
    ...formatReliability(report.judged),
    ...(misses ? [`  misses (${report.misses.length}):`, ...report.misses.map((m) => `    ${m}`)] : []),
  ].join('\n');
}
