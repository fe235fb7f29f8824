import { messages } from './messages.ts';

/** Fields of a form error: the dotted path of each bad field and a message a person can act on. */
export type FieldErrors = Record<string, string>;

/** An error meant for the caller: its status, a Russian message, an optional machine code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors, code = 'BAD_REQUEST') =>
  new ApiError(400, message, code, fields);

/** A form error on one field: the message names the field and says what to do. */
export const fieldError = (field: string, message: string, code = 'VALIDATION_ERROR') =>
  new ApiError(400, `${messages.errors.validation} ${field}: ${message}`, code, { [field]: message });

export const unauthorized = (message: string = messages.errors.unauthorized, code = 'UNAUTHORIZED') =>
  new ApiError(401, message, code);

export const forbidden = (message: string = messages.errors.forbidden, code = 'FORBIDDEN') =>
  new ApiError(403, message, code);

export const notFound = (message: string = messages.errors.notFound, code = 'NOT_FOUND') =>
  new ApiError(404, message, code);

export const conflict = (field: string, message: string, code = 'CONFLICT') =>
  new ApiError(409, message, code, { [field]: message });

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, 'TOO_MANY_REQUESTS', undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 400 from schema issues, each field named by its dotted path (under `prefix`), the first one in the message. */
export function validationError(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  prefix: string[] = [],
) {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)].join('.') || 'body';
    fields[path] ??= issue.message;
  }
  const [field, message] = Object.entries(fields)[0] ?? ['body', ''];
  return new ApiError(400, `${messages.errors.validation} ${field}: ${message}`, 'VALIDATION_ERROR', fields);
}
