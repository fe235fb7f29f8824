// Remembering what was computed from a text. The reader compares a post with every catalogue name many times over
// (each line, each window of words, each form of a name), so the trigrams and normal forms of the same texts and the
// dictionary's readings of the same words were computed again and again (half of the evaluation's time in its
// profile). A memo keeps them, emptied when it grows past a bound, so that a long-lived API process or a hostile
// stream of distinct words cannot make it grow without end.

/** How many texts a memo keeps before it starts over: the catalogue's names and a day of posts fit many times. */
export const MEMO_LIMIT = 50_000;

export type MemoOptions = {
  /** How many texts to keep before starting over. */
  limit?: number;
  /** Whether a value may be kept now (a value computed before the dictionaries are read is not final). */
  keep?: () => boolean;
};

/** `compute`, remembering its answer for each text: the same answers, each computed once while the memo holds it. */
export function memo<T>(compute: (text: string) => T, { limit = MEMO_LIMIT, keep }: MemoOptions = {}) {
  const known = new Map<string, T>();
  return (text: string): T => {
    if (known.has(text)) return known.get(text) as T;
    const value = compute(text);
    if (keep && !keep()) return value;
    if (known.size >= limit) known.clear();
    known.set(text, value);
    return value;
  };
}
