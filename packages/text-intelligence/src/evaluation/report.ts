import { readFileSync, writeFileSync } from 'node:fs';
import { formatAnnouncements, formatOpinions, measureAnnouncements, measureOpinions } from './measure.ts';
import { ANNOUNCEMENT_SETS, OPINION_SETS } from './sets.ts';
import { mergeReviews, TITLE_REVIEWS } from './title-reviews.ts';

// Prints how the built-in provider reads each set, field by field, with the reliability of its confidence:
//
//   pnpm --filter @mesto/text-intelligence evaluate [--misses development,fixtures] [--only opinions|announcements]
//     [--sets development5,development6]   (only these sets; while writing rules, leave the held-out sets out)
//     [--to-review heldOut4 --out titles.json]   (the set's titles nobody has reviewed, for a reviewer: title-reviews.ts)
//     [--merge-reviews heldOut4 --from verdicts.json]   (store the reviewer's answers in reviews/heldOut4.json)
//
// The held-out sets' misses are printed only when asked for by name (`--misses heldOut`), after the rules are done:
// reading them while writing rules turns the held-out set into a development set.

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? '') : null;
};
const withMisses = new Set((option('misses') ?? 'development,development2,development3').split(','));
const only = option('only');
const merge = option('merge-reviews');
if (merge) {
  const stored = mergeReviews(merge, JSON.parse(readFileSync(option('from') ?? '', 'utf8')));
  console.log(`${stored} verdicts stored for ${merge}`);
  process.exit(0);
}
const toReview = option('to-review');
const sets = toReview ? [toReview] : (option('sets')?.split(',') ?? null);
const measured = (name: string) => sets === null || sets.includes(name);
if (only !== 'opinions') {
  for (const name of Object.keys(ANNOUNCEMENT_SETS) as (keyof typeof ANNOUNCEMENT_SETS)[]) {
    if (!measured(name)) continue;
    const report = await measureAnnouncements(ANNOUNCEMENT_SETS[name], TITLE_REVIEWS[name]);
    if (toReview) {
      writeFileSync(option('out') ?? 'titles-to-review.json', `${JSON.stringify(report.unreviewed, null, 2)}\n`);
      console.log(`${report.unreviewed.length} titles of ${name} to review`);
      continue;
    }
    console.log(formatAnnouncements(`Announcements, ${name}`, report, withMisses.has(name)), '\n');
  }
}
if (only !== 'announcements' && !toReview) {
  for (const name of Object.keys(OPINION_SETS) as (keyof typeof OPINION_SETS)[]) {
    if (!measured(name)) continue;
    console.log(formatOpinions(`Opinions, ${name}`, measureOpinions(OPINION_SETS[name]), withMisses.has(name)), '\n');
  }
}
