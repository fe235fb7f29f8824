import { cutText } from '@mesto/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../lib/db-errors.ts';
import { ApiError, type FieldErrors } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { takesMultipart } from './input-safety.ts';

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A person reads every message, and the framework's and plugins' own texts are English and sometimes name internals:
 * known refusals get a message of their own, anything else the general one for its status.
 */
function frameworkMessage(request: FastifyRequest, status: number, code: string | undefined, error: Error): string {
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || status === 415) {
    return takesMultipart(request) ? messages.files.multipartExpected : messages.errors.unsupportedMediaType;
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return messages.errors.emptyJsonBody;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return messages.errors.badJson;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) return messages.errors.bodyTooLarge;
  if (status === 404) return messages.errors.notFound;
  if (status === 405) return messages.errors.methodNotAllowed;
  if (status === 429) return messages.errors.tooManyRequests(60);
  return messages.errors.badRequest;
}

/**
 * Errors the router raises before any route is chosen (an address that is not valid percent-encoding, a path segment
 * over the length limit), which Fastify otherwise answers itself, in English. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? messages.errors.urlTooLong : messages.errors.badUrl;
  return reply.status(status).send({
    statusCode: status,
    error: statusNames[status] ?? 'Error',
    message,
    code: error.code,
    fields: { url: message },
  });
}

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** One error body for everything; a 5xx never carries a stack or SQL, and no message is the framework's English. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          statusCode: error.statusCode,
          error: statusNames[error.statusCode] ?? 'Error',
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldErrors = {};
        for (const issue of error.validation) {
          const path = fieldPath(issue.instancePath) || (error.validationContext ?? 'body');
          fields[path] ??= issue.message ?? '';
        }
        const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', ''];
        return reply.status(400).send({
          statusCode: 400,
          error: statusNames[400],
          message: `${messages.errors.validation} ${firstField}: ${firstMessage}`,
          code: 'VALIDATION_ERROR',
          fields,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = (error as FastifyError).code;
        const message = frameworkMessage(request, status, code, error);
        // A body that is not JSON at all is still a field the caller can fix: the body itself.
        const wholeBody =
          status === 400 && (message === messages.errors.badJson || message === messages.errors.emptyJsonBody);
        return reply.status(status).send({
          statusCode: status,
          error: statusNames[status] ?? 'Error',
          message,
          ...(code ? { code } : {}),
          ...(wholeBody ? { fields: { body: message } } : {}),
        });
      }
      if (databaseUnavailable(error)) {
        // Down or restarting: the pool reconnects by itself once it is back, so the caller is asked to retry.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({
          statusCode: 503,
          error: statusNames[503],
          message: messages.errors.unavailable,
          code: 'UNAVAILABLE',
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: statusNames[500], message: messages.errors.server });
    });

    app.setNotFoundHandler((request, reply) => {
      // Echoed back, so bounded: the address is whatever the caller typed.
      const path = cutText(request.url.split('?')[0] ?? request.url, 200);
      reply.status(404).send({
        statusCode: 404,
        error: statusNames[404],
        message: messages.errors.routeNotFound(request.method, path),
        code: 'ROUTE_NOT_FOUND',
      });
    });
  },
  { name: 'errors' },
);
