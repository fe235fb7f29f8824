import { formatAnnouncements, formatOpinions, measureAnnouncements, measureOpinions } from './measure.ts';
import { ANNOUNCEMENT_SETS, OPINION_SETS } from './sets.ts';

// Prints how the built-in provider reads each set, field by field, with the reliability of its confidence:
//
//   pnpm --filter @mesto/text-intelligence evaluate [--misses development,fixtures] [--only opinions|announcements]
//     [--sets development5,development6]   (only these sets; while writing rules, leave the held-out sets out)
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
const sets = option('sets')?.split(',') ?? null;
const measured = (name: string) => sets === null || sets.includes(name);
if (only !== 'opinions') {
  for (const name of Object.keys(ANNOUNCEMENT_SETS) as (keyof typeof ANNOUNCEMENT_SETS)[]) {
    if (!measured(name)) continue;
    const report = await measureAnnouncements(ANNOUNCEMENT_SETS[name]);
    console.log(formatAnnouncements(`Announcements, ${name}`, report, withMisses.has(name)), '\n');
  }
}
if (only !== 'announcements') {
  for (const name of Object.keys(OPINION_SETS) as (keyof typeof OPINION_SETS)[]) {
    if (!measured(name)) continue;
    console.log(formatOpinions(`Opinions, ${name}`, measureOpinions(OPINION_SETS[name]), withMisses.has(name)), '\n');
  }
}
