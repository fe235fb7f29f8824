import { randomUUID } from 'node:crypto';
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

// Values that many answers share (a place's summary of what people say, read once for every list that shows it) are
// written to JSON once, as UTF-8 bytes: an answer marked as carrying them is written by JSON.stringify with a
// placeholder in their place, and their bytes copied in. Writing the summaries again was two thirds of writing a page
// of places, and the bytes spare the framework reading the whole text again to count them. Such a value is frozen,
// so its bytes always say what it holds.

/** The JSON of each value written once, as UTF-8 bytes, by the value itself. */
const writtenValues = new WeakMap<object, Buffer>();

/** Freezes a value and everything in it. */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Freezes a value and writes its JSON now, for every answer that will carry it. Returns the value itself. */
export function writtenOnce<T extends object>(value: T): T {
  deepFreeze(value);
  writtenValues.set(value, Buffer.from(JSON.stringify(value)));
  return value;
}

/**
 * The key under which a value carries its own JSON, as pieces of UTF-8 whose bytes one after the other are what
 * JSON.stringify writes of it: put together by its maker from parts it wrote before (a place of a list:
 * features/places/place-items.ts). JSON.stringify never sees a symbol key. The pieces name the value they were written
 * for, so a copy of it (a spread copies the key too) is written as it is. Its maker and every reader leave such a value
 * unchanged; response checks (`responseSerializer(true)`, on in tests) compare every answer so written with
 * JSON.stringify of it.
 */
export const WRITTEN_AS: unique symbol = Symbol('written as');
export type WrittenAs = { of: object; pieces: readonly Buffer[] };

/** The JSON a value carries (`WRITTEN_AS`), or that it was written to once. */
function writtenOf(value: object): Buffer | readonly Buffer[] | undefined {
  const carried = (value as { [WRITTEN_AS]?: WrittenAs })[WRITTEN_AS];
  if (carried !== undefined && carried.of === value) return carried.pieces;
  return writtenValues.get(value);
}

/** The key of an answer that may carry values written once (a page of a list); absent from its JSON. */
export const CARRIES_WRITTEN_VALUES: unique symbol = Symbol('carries values written once');

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Stands for a value written once while JSON.stringify writes the answer around it; no answer holds this text. */
const PLACEHOLDER = `written-once-${randomUUID()}`;
const WRITTEN_PLACEHOLDER = JSON.stringify(PLACEHOLDER);

/**
 * `value` with each value written once met within `depth` levels (an answer → its items → an item → its fields) in
 * `found`, in the order JSON.stringify meets them, and the placeholder in its place. Only what holds one is copied.
 */
function withPlaceholders(value: unknown, depth: number, found: (Buffer | readonly Buffer[])[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const written = writtenOf(value);
  if (written !== undefined) {
    found.push(written);
    return PLACEHOLDER;
  }
  // Below the depth, a value that writes itself (a date) or one of a class of its own: as JSON.stringify writes it.
  if (depth === 0 || typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const replaced = withPlaceholders(value[index], depth - 1, found);
      if (replaced === value[index]) continue;
      copy ??= value.slice();
      copy[index] = replaced;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const replaced = withPlaceholders(value[key], depth - 1, found);
    if (replaced === value[key]) continue;
    copy ??= { ...value };
    copy[key] = replaced;
  }
  return copy ?? value;
}

/**
 * An answer's JSON, byte for byte as JSON.stringify writes it: text, or for a marked answer that carries values
 * written once, its UTF-8 bytes.
 */
export function writeAnswer(data: unknown): string | Buffer {
  if (data === null || typeof data !== 'object' || !(CARRIES_WRITTEN_VALUES in data)) return JSON.stringify(data);
  const found: (Buffer | readonly Buffer[])[] = [];
  const text = JSON.stringify(withPlaceholders(data, 3, found));
  if (found.length === 0) return text;
  const parts = text.split(WRITTEN_PLACEHOLDER);
  // One part more than placeholders, unless the answer itself held the placeholder's text: then write it all again.
  if (parts.length !== found.length + 1) return JSON.stringify(data);
  const bytes: Buffer[] = [Buffer.from(parts[0] as string)];
  for (let index = 1; index < parts.length; index++) {
    const written = found[index - 1] as Buffer | readonly Buffer[];
    if (Buffer.isBuffer(written)) bytes.push(written);
    else bytes.push(...written);
    bytes.push(Buffer.from(parts[index] as string));
  }
  return Buffer.concat(bytes);
}

// The framework sends bytes as it sends text; the type of a serializer names only text.
const serialize = (data: unknown) => writeAnswer(data) as string;

export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!check) return serialize;
    const zodSchema = (schema instanceof z.ZodType ? schema : (schema as { properties: z.ZodType }).properties) as
      | z.ZodType
      | undefined;
    if (!(zodSchema instanceof z.ZodType)) return serialize;
    return (data) => {
      const result = z.safeEncode(zodSchema, data as never);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      const written = writeAnswer(data);
      if ((Buffer.isBuffer(written) ? written.toString() : written) !== JSON.stringify(data)) {
        throw new Error(`${method} ${url}: values written once no longer say what they hold`);
      }
      const difference = firstDifference(asJson(data), asJson(result.data));
      if (difference !== undefined) {
        throw new Error(`${method} ${url}: the response differs from its schema at ${difference}`);
      }
      return written as string;
    };
  };
}
