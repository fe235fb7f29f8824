/** A rule violation: `code` is stable for programs, `message` is Russian text for people. */
export type DomainError = { code: string; message: string };

// Rules return failures as values instead of throwing, so callers (forms, API handlers) must handle them.
export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(code: string, message: string): { ok: false; error: DomainError } {
  return { ok: false, error: { code, message } };
}
