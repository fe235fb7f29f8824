import { cutText } from '@mesto/domain';

// Database errors carry the values of the failed query: postgres.js and PGlite as `parameters` / `params`, the
// violated row as `detail`, the offending value quoted in the message («invalid input syntax for type uuid: "…"»),
// and Drizzle repeats the parameters in its own message («params: …»). Those are password hashes, emails and tokens;
// a log line is read by more people than the database is, so none of them reaches it. What stays is what a person
// needs to find the fault: the type, the SQLSTATE code, the SQL with its placeholders, the table, column and
// constraint names, and the stack.

const DROPPED = new Set(['parameters', 'params', 'args', 'values', 'detail', 'input', 'body', 'hint']);
/** Fields that name schema objects or code locations, never data: kept as they are. */
const IDENTIFIERS = new Set([
  'code',
  'severity',
  'name',
  'routine',
  'file',
  'line',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
]);
const MAX_DEPTH = 5;

/** The part of a message before Drizzle's «params:» list. */
const withoutParams = (text: string) => {
  const cut = text.search(/(?<!\s)\s*params:/);
  return cut === -1 ? text : text.slice(0, cut);
};
const maskSingleQuoted = (text: string) => text.replace(/'[^']*'/g, "'…'");
/** Quoted values of a database message; identifiers are in the fields above, so nothing of use is lost. */
const maskQuoted = (text: string) => maskSingleQuoted(text.replace(/"[^"]*"/g, '"…"'));

const isDatabaseError = (error: Error) => {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
};

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serialize(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) {
    // Thrown non-errors: only their kind, since their content is unknown.
    return { type: typeof error, message: '', stack: '' };
  }
  const fromDatabase = isDatabaseError(error);
  const clean = (text: string) => {
    const cut = withoutParams(text);
    return fromDatabase ? maskQuoted(cut) : cut.startsWith('Failed query:') ? maskSingleQuoted(cut) : cut;
  };
  const message = clean(error.message);
  const result: LoggedError = {
    type: error.name || 'Error',
    message,
    // The stack's first line repeats the message, values and all.
    // A function, not a string: the message is anyone's text, and `$&`, `` $` `` or `$'` in a replacement string expand.
    stack: (error.stack ?? '').replace(error.message, () => message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (typeof value === 'string') {
      result[key] = IDENTIFIERS.has(key)
        ? cutText(value, 200)
        : key === 'query'
          ? maskSingleQuoted(value)
          : clean(value);
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      result[key] = value;
    }
    // Nested objects are left out: their shape is unknown, so they could carry anything.
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) result.cause = serialize(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_DEPTH) {
    result.errors = error.errors.slice(0, 5).map((inner) => serialize(inner, depth + 1));
  }
  return result;
}

/** The logger's `err` serializer: type, message, stack, codes and causes, without any value of a query. */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, 0);
}
