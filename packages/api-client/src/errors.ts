import { errorMessage } from '@mesto/domain';

/** A failed call: the catalogue message for people (docs/product.md#error-catalogue), plus what the server said for code that wants details. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when the server was not reached. */
    readonly status: number | null,
    readonly body: { message?: string; code?: string; fields?: Record<string, string> } | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code() {
    return this.body?.code;
  }

  /** Field errors of a form, keyed by the dotted path of the field. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/**
 * The error of a response. When the server names fields, people are told the first field's own message («Такого места
 * нет или оно скрыто»), not the API's sentence for callers that names the field by its path («Проверьте поле placeId: …»).
 */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = body && typeof body === 'object' ? (body as ApiError['body']) : null;
  const fields = parsed?.fields && typeof parsed.fields === 'object' ? Object.values(parsed.fields) : [];
  const fieldMessage = fields.find(
    (message): message is string => typeof message === 'string' && message.trim() !== '',
  );
  return new ApiError(errorMessage({ status, message: fieldMessage ?? parsed?.message ?? null }), status, parsed);
}

const named = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/**
 * Whether a call was called off by its caller (React Query cancelling a query whose screen went away, a superseded
 * search): nothing failed, so no one is told. A timeout is not one of these: the server did not answer in time.
 */
export function isCancelled(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return !named(signal.reason, 'TimeoutError');
  return named(error, 'AbortError');
}

/**
 * fetch rejects with a TypeError whenever the server is not reached, and each engine words it differently
 * ('Failed to fetch', 'Load failed', 'fetch failed'…): all of them are a connection failure, and so is a call that
 * timed out (AbortSignal.timeout).
 */
export function apiErrorFromNetwork(error: unknown): ApiError {
  const unreached = error instanceof TypeError || named(error, 'TimeoutError');
  const message = unreached ? null : error instanceof Error ? error.message : null;
  return new ApiError(errorMessage({ message }), null);
}
