import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Responses are built field by field from rows (every `toItem`), so in production a route's answer is written with
// plain JSON.stringify: encoding it through its zod schema again cost about a tenth of a list request. Tests check
// instead, on every response, that the body is exactly what its schema would have written — nothing undeclared
// (a stray column never leaks because a test would fail first), nothing missing, every value of its declared type.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The first path at which two JSON values differ, ignoring key order; undefined when they are the same. */
export function firstDifference(actual: Json, expected: Json, path = ''): string | undefined {
  if (actual === expected) return undefined;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return `${path || '.'} (length)`;
    for (let index = 0; index < actual.length; index++) {
      const found = firstDifference(actual[index] as Json, expected[index] as Json, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    if (Array.isArray(actual) || Array.isArray(expected)) return path || '.';
    for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
      const found = firstDifference(
        (actual as Record<string, Json>)[key] as Json,
        (expected as Record<string, Json>)[key] as Json,
        `${path}.${key}`,
      );
      if (found) return found;
    }
    return undefined;
  }
  return path || '.';
}

const asJson = (value: unknown): Json => JSON.parse(JSON.stringify(value) ?? 'null') as Json;

export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!check) return (data) => JSON.stringify(data);
    const zodSchema = (schema instanceof z.ZodType ? schema : (schema as { properties: z.ZodType }).properties) as
      | z.ZodType
      | undefined;
    if (!(zodSchema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    return (data) => {
      const result = z.safeEncode(zodSchema, data as never);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      const written = JSON.stringify(data);
      const difference = firstDifference(asJson(data), asJson(result.data));
      if (difference !== undefined) {
        throw new Error(`${method} ${url}: the response differs from its schema at ${difference}`);
      }
      return written;
    };
  };
}
