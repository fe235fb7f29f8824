// What raw SQL (`db.execute`) answers, read the same way whichever driver ran it.

/** Rows of `db.execute`: postgres.js gives an array, PGlite an object with `rows`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A text[] or uuid[] column as a list: a driver that parses arrays gives one already, one that does not gives the
 * literal (`{a,b}`). Only for plain elements (words, ids) that never need quoting inside the literal.
 */
export const plainArray = (value: string[] | string): string[] =>
  typeof value === 'string'
    ? value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
    : value;
