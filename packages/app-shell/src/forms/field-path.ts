/**
 * Field paths as the API names them in `fields` of a 400/409: dotted, with array indexes as segments
 * (`displayName`, `contacts.0.value`).
 */
export type FieldPath = string;

/** Error messages by field path. */
export type FieldErrors = Record<FieldPath, string>;

/** The value at a dotted path, or undefined when the path leads nowhere. */
export function valueAt(source: unknown, path: FieldPath): unknown {
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Whether `path` is `prefix` itself or lies inside it (`contacts.0.value` is inside `contacts`). */
export function isWithin(path: FieldPath, prefix: FieldPath): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** Structural equality of plain form values (strings, numbers, booleans, null, arrays and plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
