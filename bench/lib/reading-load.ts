// The load of the text-reading bench (text-reading.ts), in a process of its own so that neither its requests nor
// their answers share the prober's event loop: COUNT announcements of TEXT's kind sent to
// POST /api/external-event-announcements/process-with-ai all at once. Prints one JSON line: each answer's status
// and milliseconds.
import { ANNOUNCEMENTS } from '../../packages/text-intelligence/src/announcements/fixtures/announcements.ts';

const { ADDRESS = '', TOKEN = '', COUNT = '10', TEXT = 'digits', LENGTH = '20000' } = process.env;
const length = Number(LENGTH);
const repeated = (piece: string) =>
  piece
    .repeat(Math.ceil(length / piece.length))
    .slice(0, length)
    .trim();

/** The kinds of long text: the reported attack, the slowest kind of post known, and real posts run together. */
export const TEXTS: Record<string, () => string> = {
  digits: () => repeated('1'),
  lines: () => repeated('а\n'),
  real: () => repeated(ANNOUNCEMENTS.map((c) => c.text).join('\n\n')),
};

const text = TEXTS[TEXT]?.();
if (!text) throw new Error(`TEXT must be one of ${Object.keys(TEXTS).join(', ')}`);
const answers = await Promise.all(
  Array.from({ length: Number(COUNT) }, async () => {
    const started = performance.now();
    const response = await fetch(`${ADDRESS}/api/external-event-announcements/process-with-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, origin: ADDRESS },
      body: JSON.stringify({ _announcement: text }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }),
);
console.log(JSON.stringify(answers));
