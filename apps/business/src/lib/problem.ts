import { ApiError } from '@mesto/api-client';

// What the API's refusal says to a person, for the panel's forms and dialogs.

/** What the server said, for a message beside the field or in the dialog: a named field's words, else the message. */
export function problemOf(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field === undefined ? undefined : error.fields[field]) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
