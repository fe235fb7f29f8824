import type { z } from 'zod';

/** A zod object whose fields each describe one search parameter, with a default for when it is absent or bad. */
export type UrlStateSchema = z.ZodObject<Record<string, z.ZodType>>;

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

/** The field's value when the URL says nothing usable: its default, or undefined when it has none. */
function fallback(schema: z.ZodType): unknown {
  const result = schema.safeParse(undefined);
  return result.success ? result.data : undefined;
}

function parseField(schema: z.ZodType, params: URLSearchParams, key: string): unknown {
  const element = arrayElement(schema);
  if (element !== null) {
    const raw = params.getAll(key);
    if (raw.length === 0) return fallback(schema);
    const whole = schema.safeParse(raw);
    if (whole.success) return whole.data;
    // One bad tag in a shared link should not throw away the good ones.
    const good = raw.flatMap((item) => {
      const parsed = element.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const kept = schema.safeParse(good);
    return kept.success ? kept.data : fallback(schema);
  }
  const raw = params.get(key);
  if (raw === null) return fallback(schema);
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback(schema);
}

/**
 * The view described by the search parameters. Never throws: a missing or malformed parameter (a hand-edited
 * link, an old bookmark) takes the field's default, so every link opens some sensible view.
 */
export function parseUrlState<S extends UrlStateSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) values[key] = parseField(field, params, key);
  return values as z.output<S>;
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
  patch: Partial<z.output<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const field = schema.shape[key];
    if (field === undefined) continue;
    next.delete(key);
    if (value === undefined || value === null || value === '' || sameValue(value, fallback(field))) continue;
    if (Array.isArray(value)) {
      for (const item of value) next.append(key, String(item));
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}
