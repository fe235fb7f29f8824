import type { FieldErrors } from './errors.ts';
import { messages } from './messages.ts';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a lone UTF-16 surrogate is not text at all: either one in a
 * query is an error from the database, which a caller must never be able to cause. Deep nesting overflows the stack
 * of whatever serialises the value later. Every string of a request is checked here before any handler sees it.
 */
export const MAX_INPUT_DEPTH = 32;
const MAX_REPORTED = 20;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Dotted field path, the same spelling the schema validation errors use (`contacts.0.value`). */
const join = (path: readonly (string | number)[], fallback: string) => (path.length > 0 ? path.join('.') : fallback);

/**
 * Field errors for every unsafe string, object key or too deep value in `input`; empty when the input is safe.
 * `root` names the whole input (`body`, `query`) when the problem is the input itself or one of its top-level keys.
 * Iterative, so the check itself cannot overflow the stack on the input it is guarding against.
 */
export function findUnsafeInput(input: unknown, root: string): FieldErrors {
  const fields: FieldErrors = {};
  let reported = 0;
  const report = (field: string, message: string) => {
    if (field in fields) return;
    fields[field] = message;
    reported += 1;
  };
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value: input, path: [] }];
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (!isSafeText(value)) report(join(path, root), messages.errors.unsafeText);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      // The outermost field is named: it is the one the caller filled, and the full path would be the garbage itself.
      report(join(path.slice(0, 1), root), messages.errors.jsonTooDeep(MAX_INPUT_DEPTH));
      continue;
    }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], path: [...path, index] });
      continue;
    }
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      if (!isSafeText(key)) {
        report(join(path, root), messages.errors.unsafeKey);
        continue;
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return fields;
}
