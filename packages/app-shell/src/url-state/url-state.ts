import type { z } from 'zod';

/**
 * One search parameter described as plain data and read by the small parsers below, so a public page reads its URL
 * without shipping a validation library. Every kind has a fallback for when the parameter is absent or bad:
 * - `text`: the raw text up to `max` characters, else ''; with `trim`, the trimmed text, else undefined when empty;
 * - `choice`: one of `choices`, else `fallback` (undefined when there is none);
 * - `flag`: true for `true`, `1`, `yes`, `on`, `y`, `enabled` (any case), else false;
 * - `number`: a finite number in `min`…`max` (an integer with `integer`), else undefined;
 * - `day`: a calendar date `YYYY-MM-DD`, else undefined; `uuid`: a UUID, else undefined;
 * - `list`: a repeated parameter (`?tag=a&tag=b`) keeping the items that are one of `of` (or UUIDs), else [].
 */
export type UrlParam =
  | { kind: 'text'; max: number; trim?: boolean }
  | { kind: 'choice'; choices: readonly string[]; fallback?: string }
  | { kind: 'flag' }
  | { kind: 'number'; min: number; max: number; integer?: boolean }
  | { kind: 'day' }
  | { kind: 'uuid' }
  | { kind: 'list'; of: readonly string[] | 'uuid' };

/** Search parameters by name, each a `UrlParam`; declare it `satisfies UrlStateSchema` so the kinds stay literal. */
export type UrlParams = Readonly<Record<string, UrlParam>>;

/** A zod object whose fields each describe one search parameter, with a default for when it is absent or bad. */
type ZodUrlState = z.ZodObject<Record<string, z.ZodType>>;

/** Either hand-written `UrlParams` (what public pages use) or a zod object (the business app's screens). */
export type UrlStateSchema = UrlParams | ZodUrlState;

type ValueOf<P extends UrlParam> = P extends { kind: 'text'; trim: true }
  ? string | undefined
  : P extends { kind: 'text' }
    ? string
    : P extends { kind: 'choice'; choices: readonly (infer C)[] }
      ? P extends { fallback: string }
        ? C
        : C | undefined
      : P extends { kind: 'flag' }
        ? boolean
        : P extends { kind: 'number' }
          ? number | undefined
          : P extends { kind: 'list'; of: readonly (infer C)[] }
            ? C[]
            : P extends { kind: 'list' }
              ? string[]
              : string | undefined;

/** The values a schema describes. */
export type UrlState<S extends UrlStateSchema> = S extends ZodUrlState
  ? z.output<S>
  : { [K in keyof S]: S[K] extends UrlParam ? ValueOf<S[K]> : never };

/** How one field reads the URL: its value from every raw occurrence (in order), and its value when there is none. */
type Field = { read: (raw: string[]) => unknown; fallback: unknown };

const TRUTHY = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isUuid = (raw: string) => UUID.test(raw);

/** A real calendar day: 2026-02-30 and 2026-13-01 are not. */
function isDay(raw: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(raw)) return false;
  const date = new Date(0);
  date.setUTCFullYear(Number(raw.slice(0, 4)), Number(raw.slice(5, 7)) - 1, Number(raw.slice(8)));
  return date.toISOString().slice(0, 10) === raw;
}

function readText(param: Extract<UrlParam, { kind: 'text' }>, raw: string): unknown {
  if (!param.trim) return raw.length <= param.max ? raw : '';
  const text = raw.trim();
  return text !== '' && text.length <= param.max ? text : undefined;
}

function readNumber(param: Extract<UrlParam, { kind: 'number' }>, raw: string): number | undefined {
  // Read as `Number` reads it (zod's `z.coerce.number()` did the same), so old links mean what they meant.
  const value = Number(raw);
  const whole = !param.integer || Number.isSafeInteger(value);
  return Number.isFinite(value) && whole && value >= param.min && value <= param.max ? value : undefined;
}

/** The one value of a scalar parameter that is present (its first occurrence, as `URLSearchParams.get`). */
function readOne(param: Exclude<UrlParam, { kind: 'list' }>, raw: string): unknown {
  switch (param.kind) {
    case 'text':
      return readText(param, raw);
    case 'choice':
      return param.choices.includes(raw) ? raw : param.fallback;
    case 'flag':
      return TRUTHY.includes(raw.toLowerCase());
    case 'number':
      return readNumber(param, raw);
    case 'day':
      return isDay(raw) ? raw : undefined;
    case 'uuid':
      return isUuid(raw) ? raw : undefined;
  }
}

/** What a parameter means when the link does not carry it. */
function fallbackOf(param: UrlParam): unknown {
  switch (param.kind) {
    case 'text':
      return param.trim ? undefined : '';
    case 'choice':
      return param.fallback;
    case 'flag':
      return false;
    case 'list':
      return [];
    default:
      return undefined;
  }
}

function paramField(param: UrlParam): Field {
  const fallback = fallbackOf(param);
  if (param.kind === 'list') {
    const { of } = param;
    // One bad tag in a shared link should not throw away the good ones.
    return { read: (raw) => raw.filter((item) => (of === 'uuid' ? isUuid(item) : of.includes(item))), fallback };
  }
  return { read: (raw) => (raw[0] === undefined ? fallback : readOne(param, raw[0])), fallback };
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The array inside wrappers such as `.default([])`, `.optional()` or `.catch([])`; null for a scalar field. */
function arrayElement(schema: z.ZodType): z.ZodType | null {
  let current: z.ZodType | undefined = schema;
  while (current !== undefined) {
    const def = defOf(current);
    if (def.type === 'array') return def.element ?? null;
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return null;
}

function zodField(schema: z.ZodType): Field {
  const parsed = schema.safeParse(undefined);
  const fallback = parsed.success ? parsed.data : undefined;
  const parse = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? result.data : fallback;
  };
  const element = arrayElement(schema);
  if (element === null) return { read: (raw) => (raw[0] === undefined ? fallback : parse(raw[0])), fallback };
  const read = (raw: string[]) => {
    if (raw.length === 0) return fallback;
    const whole = schema.safeParse(raw);
    if (whole.success) return whole.data;
    const good = raw.flatMap((item) => {
      const result = element.safeParse(item);
      return result.success ? [result.data] : [];
    });
    return parse(good);
  };
  return { read, fallback };
}

const isZod = (schema: UrlStateSchema): schema is ZodUrlState => '_zod' in schema;

/** The schema's fields by name, read the same way whichever way the schema is written. */
function fieldsOf(schema: UrlStateSchema): [string, Field][] {
  if (isZod(schema)) return Object.entries(schema.shape).map(([key, field]) => [key, zodField(field)]);
  return Object.entries(schema).map(([key, param]) => [key, paramField(param)]);
}

/**
 * The view described by the search parameters. Never throws: a missing or malformed parameter (a hand-edited
 * link, an old bookmark) takes the field's default, so every link opens some sensible view.
 */
export function parseUrlState<S extends UrlStateSchema>(schema: S, params: URLSearchParams): UrlState<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) values[key] = field.read(params.getAll(key));
  return values as UrlState<S>;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * New search parameters with `patch` written over `params`: arrays as repeated parameters (`?tag=a&tag=b`),
 * empty values and defaults left out so links stay short. Parameters the schema does not know are kept.
 */
export function writeUrlState<S extends UrlStateSchema>(
  schema: S,
  params: URLSearchParams,
  patch: Partial<UrlState<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const fields = new Map(fieldsOf(schema));
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const field = fields.get(key);
    if (field === undefined) continue;
    next.delete(key);
    if (value === undefined || value === null || value === '' || sameValue(value, field.fallback)) continue;
    if (Array.isArray(value)) {
      for (const item of value) next.append(key, String(item));
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}
