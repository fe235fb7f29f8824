import { cutText } from '@mesto/domain';
import { pattern } from '../text/pattern.ts';

// Splitting an opinion into sentences, clauses and tokens, each keeping its UTF-16 offsets into the original text so
// spans and quotes point at what the author wrote.

export type Token = {
  /** Lower case, ё as е: the form the lexicons are written in. */
  norm: string;
  start: number;
  end: number;
  kind: 'word' | 'emoji' | 'smile' | 'frown';
};

export type Piece = { start: number; end: number; text: string };

export type Clause = Piece & {
  tokens: Token[];
  /** Opens with «но», «зато», «однако», «а вот»: the author's point comes after it. */
  contrast: boolean;
};

export type Sentence = Piece & { clauses: Clause[]; tokens: Token[] };

const TOKEN =
  /₽|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*|\){1,}|\({2,}/gu;
// A sentence ends at . ! ? … (or a run of them) but not after a short abbreviation («300 р. — это …»), at a line
// break, or after an emoji run that a capital letter follows.
const ABBREVIATION = String.raw`(?:^|[\s\d])(?:р|руб|г|ул|мин|тыс|ч|т\.д|т\.п|т\.е|др|пр)`;
// A run of end marks is read from its first mark (or its second, when an abbreviation takes the first): from every
// mark of a long run not followed by a space, the rest of the run would be scanned again.
const SENTENCE_END = pattern(
  String.raw`(?<!(?<!${ABBREVIATION})[.!?…])(?<!${ABBREVIATION})[.!?…]+(?=\s|$)|\n+|(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Lu})`,
  'gu',
);
// A clause ends at punctuation inside the sentence (not at brackets: «)» and «(((» are smiles), after an emoji, or before a contrasting conjunction.
// Spaces are read from the first of a run only: from each space of a long run, the rest of it would be read again.
const CLAUSE_END =
  /(?:(?<!\s)\s+)?[,;:—–]\s*|(?<!\s)\s+-\s+|(?<=\p{Extended_Pictographic}\uFE0F?)\s+|(?<!\s)\s+(?=(?:но|зато|однако|а вот)\s)/giu;
const CONTRAST_START = /^(?:но|зато|однако|а вот|а)\s/iu;

export function normalise(word: string): string {
  return word.toLowerCase().replaceAll('ё', 'е');
}

export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = offset + match.index;
    const kind = raw.startsWith(')')
      ? 'smile'
      : raw.startsWith('(')
        ? 'frown'
        : /\p{Extended_Pictographic}/u.test(raw)
          ? 'emoji'
          : 'word';
    tokens.push({ norm: kind === 'word' ? normalise(raw) : raw, start, end: start + raw.length, kind });
  }
  return tokens;
}

/** Pieces of `text` between the separators matched by `separator`, trimmed, empty ones dropped. */
function splitBy(text: string, offset: number, separator: RegExp): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed)
      pieces.push({ start: offset + from + lead, end: offset + from + lead + trimmed.length, text: trimmed });
  };
  for (const match of text.matchAll(separator)) {
    // Sentence ends keep their punctuation: a quote reads better with it.
    const keep = /^[.!?…]/u.test(match[0]) ? match[0].length : 0;
    push(match.index + keep);
    from = match.index + match[0].length;
  }
  push(text.length);
  return pieces;
}

export function splitSentences(text: string): Piece[] {
  return splitBy(text, 0, SENTENCE_END);
}

export function parse(text: string): Sentence[] {
  return splitSentences(text).map((sentence) => {
    const clauses = splitBy(sentence.text, sentence.start, CLAUSE_END).map((piece) => ({
      ...piece,
      tokens: tokenize(piece.text, piece.start),
      contrast: CONTRAST_START.test(piece.text),
    }));
    return { ...sentence, clauses, tokens: clauses.flatMap((c) => c.tokens) };
  });
}

/** The sentence of `text` holding the offset, or the clause when the sentence is too long to quote. */
export function quoteAround(text: string, offset: number, maxLength = 160): string | null {
  const sentence = splitSentences(text).find((s) => s.start <= offset && offset < s.end);
  if (!sentence) return null;
  if (sentence.text.length <= maxLength) return sentence.text;
  const clause = splitBy(sentence.text, sentence.start, CLAUSE_END).find((c) => c.start <= offset && offset < c.end);
  const quote = clause?.text ?? sentence.text;
  return cutText(quote, maxLength, { ellipsis: true });
}
