import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

// Titles the sets do not list, judged by an independent reviewer. A set's writer lists the titles a reviewer would
// keep, but cannot foresee every fair wording; so each title the reader wrote that the set does not accept is shown,
// with its post and the set's titles, to a reviewer who has not seen the reader's rules, who answers whether they would
// publish it as it stands (`keep`), and why not. A verdict holds for that exact title only: when the rules change it,
// the new title counts as wrong until it is reviewed (report.ts --to-review lists those, --merge-reviews stores the
// answers). The strict figure (the set's titles only) is always reported beside this one.
//
// The verdicts live in reviews/<set>.json: { "<post id>#<n>": [{ title, keep, why }] }, n the event's place from 1.

export type TitleReview = { title: string; keep: boolean; why?: string };
export type SetReviews = Record<string, TitleReview[]>;

const folder = new URL('./reviews/', import.meta.url);
const fileOf = (set: string) => new URL(`${set}.json`, folder);

function load(): Record<string, SetReviews> {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(name, folder), 'utf8'))]),
  );
}

/** Per set, per event, the reviewed titles. */
export const TITLE_REVIEWS: Readonly<Record<string, Readonly<SetReviews>>> = load();

/** Adds a reviewer's answers ([{ key, title, keep, why }]) to a set's verdicts; a title judged again takes the new answer. */
export function mergeReviews(set: string, answers: readonly (TitleReview & { key: string })[]): number {
  const stored: SetReviews = { ...(TITLE_REVIEWS[set] ?? {}) };
  for (const { key, title, keep, why } of answers) {
    if (typeof key !== 'string' || typeof title !== 'string' || typeof keep !== 'boolean')
      throw new Error(`not a verdict: ${JSON.stringify({ key, title, keep })}`);
    const kept = (stored[key] ?? []).filter((review) => review.title !== title);
    stored[key] = [...kept, { title, keep, ...(why ? { why } : {}) }];
  }
  const ordered = Object.fromEntries(Object.entries(stored).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(fileOf(set), `${JSON.stringify(ordered, null, 2)}\n`);
  return answers.length;
}
