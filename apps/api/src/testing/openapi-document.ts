import type { FastifyInstance } from 'fastify';

// The app's own OpenAPI document as the tests that walk every operation read it (hostile input, session first,
// fuzzing): the parts of JSON Schema they use, and `$ref`s resolved against the document's components.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: string[];
};
export type Parameter = {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
export type Security = Record<string, string[]>[];
export type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Security;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
  security?: Security;
};

/** The document of a ready app, and a resolver of its `$ref`s (an unknown reference reads as `{}`). */
export function openApiDocumentOf(app: FastifyInstance): {
  document: OpenApiDocument;
  resolve: (schema: JsonSchema | undefined) => JsonSchema;
} {
  const document = app.swagger() as unknown as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return current;
  };
  return { document, resolve };
}
