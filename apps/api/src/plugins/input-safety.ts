import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { findUnsafeInput } from '../lib/unsafe-input.ts';

const MULTIPART = 'multipart/form-data';

/** Whether the route takes a file upload: it says so in its schema (`consumes`), which the OpenAPI document shows. */
export const takesMultipart = (request: FastifyRequest) =>
  (request.routeOptions.schema?.consumes as string[] | undefined)?.includes(MULTIPART) ?? false;

/**
 * One check in front of every route, present and future: params, query and body are walked before their schemas
 * run, and text the database cannot hold is a 400 naming the field. A route reads either JSON or a file, never the
 * other, so a body of the wrong kind is a 415 saying which kind is expected.
 */
export const inputSafetyPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const multipart = request.isMultipart();
      // A request without any body is not of the wrong kind: the route says what is missing (e.g. «choose a file»).
      const sentBody = request.headers['content-type'] !== undefined;
      if (multipart !== takesMultipart(request) && (multipart || sentBody)) {
        const message = multipart ? messages.errors.unsupportedMediaType : messages.files.multipartExpected;
        throw new ApiError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const fields = {
        ...findUnsafeInput(request.params, 'params'),
        ...findUnsafeInput(request.query, 'query'),
        ...findUnsafeInput(request.body, 'body'),
      };
      const [first] = Object.entries(fields);
      if (first) {
        throw new ApiError(400, `${messages.errors.validation} ${first[0]}: ${first[1]}`, 'VALIDATION_ERROR', fields);
      }
    });
  },
  { name: 'input-safety', dependencies: ['@fastify/multipart'] },
);
