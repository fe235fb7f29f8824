import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, type FieldErrors } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** One error body for everything (DESIGN.md §3); a 5xx never carries a stack or SQL. */
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
        const message =
          code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? messages.errors.unsupportedMediaType
            : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? messages.errors.bodyTooLarge
              : code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
                ? messages.errors.badJson
                : error.message;
        return reply.status(status).send({ statusCode: status, error: statusNames[status] ?? 'Error', message, code });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: statusNames[500], message: messages.errors.server });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
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
