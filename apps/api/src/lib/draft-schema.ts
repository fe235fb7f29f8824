import { z } from 'zod';

// The blank of a collection is made from the same fields schema as its editor, but it describes a form not yet
// filled in: an empty name is a fine blank and a bad editor body. `draftOf` keeps each field's shape (strings, enums,
// arrays, nested objects, nullability) and drops its rules (lengths, formats, refinements).

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: unknown[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function draftField(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
    case 'literal':
    case 'unknown':
    case 'any':
    case 'null':
      return schema;
    case 'nullable':
      return draftField(def.innerType as z.ZodType).nullable();
    case 'optional':
      return draftField(def.innerType as z.ZodType).optional();
    case 'default':
    case 'prefault':
    case 'readonly':
      return draftField(def.innerType as z.ZodType);
    case 'pipe':
      return draftField(def.in as z.ZodType);
    case 'array':
      return z.array(draftField(def.element as z.ZodType));
    case 'record':
      return z.record(z.string(), draftField(def.valueType as z.ZodType));
    case 'union':
      return z.union((def.options ?? []).map(draftField) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    case 'object':
      return z.object(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, draftField(value)])),
      );
    default:
      return z.unknown();
  }
}

/** The blank's schema for a fields schema: every field present, with its shape and without its rules. */
export function draftOf(fields: z.ZodObject<z.ZodRawShape>): z.ZodObject<z.ZodRawShape> {
  return z.object(
    Object.fromEntries(
      Object.entries(fields.shape).map(([key, value]) => {
        const draft = draftField(value as z.ZodType);
        // A top-level field is always in the blank, even when the editor may leave it out.
        const inner = defOf(draft).type === 'optional' ? (defOf(draft).innerType as z.ZodType) : draft;
        return [key, inner];
      }),
    ),
  );
}
