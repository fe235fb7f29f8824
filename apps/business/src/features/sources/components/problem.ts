import { ApiError } from '@mesto/api-client';

// The same small reader as place-features' (features do not import each other): a candidate for lib/.

/** What the server said, for a message beside a field or in a dialog: a named field's words, else the message. */
export function problemOf(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field === undefined ? undefined : error.fields[field]) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
