import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { uniqueViolation } from './db-errors.ts';
import { draftOf } from './draft-schema.ts';
import { ApiError, fieldError, forbidden, notFound, unauthorized, validationError } from './errors.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from './keyset.ts';
import { messages } from './messages.ts';
import { readerFor } from './read-your-writes.ts';
import { Access, listQueryBase, Ok, page } from './schemas.ts';
import { CARRIES_WRITTEN_VALUES } from './serializer.ts';
import { sessionRequired, type Viewer } from './viewer.ts';

// The one way to declare a collection (docs/architecture.md#collections): list, blank, check_access, editor and,
// where a collection has one, delete — with their contracts, one access policy and keyset pagination over any sort.
// A feature supplies its table, fields, filters, sorts, access policy and the create/update steps; the shared code
// does the find → 404 → 403 → validate → write in a transaction → 409 sequence once for all of them.

export type CollectionContext = { db: Database; viewer: Viewer | null; request: FastifyRequest };
export type SignedInContext = CollectionContext & { viewer: Viewer };
export type RowAccess = z.infer<typeof Access>;

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** One access policy per collection: every route asks it, so a rule is written once. */
export type AccessPolicy<Row, Values> = {
  /** Who may read the list and single items: anyone, or signed-in callers only. */
  read: 'public' | 'user';
  /**
   * The SQL condition that limits lists to the rows this viewer may see (undefined: every row). It must agree with
   * `row(...).canView`, so pages stay full and counts stay true.
   */
  visible(ctx: CollectionContext): SQL | undefined;
  /** What this viewer may do with one row. `canDelete` is reported only where the collection can delete. */
  row(ctx: CollectionContext, row: Row): RowAccess | Promise<RowAccess>;
  /**
   * May this viewer create an item: with the values the editor received, or without them for the blank (may they
   * create at all).
   */
  create(ctx: CollectionContext, values?: Partial<Values>): boolean | Promise<boolean>;
  /**
   * Fields only some callers may set. Sending one of them is a 400 naming it, unless the value is unchanged
   * (a form sends back what it was given).
   */
  restricted?: Partial<Record<keyof Values & string, (ctx: SignedInContext, existing: Row | null) => boolean>>;
};

/** A unique constraint of the table, and the field and message its violation means to a person. */
export type ConflictRule = { constraint: string; field: string; message: string; code: string };

/** A row of the collection's table: what `find`, the access rules and the steps receive. */
export type RowOf<Table extends PgTable> = Table['$inferSelect'] & { id: string };

export type CollectionDefinition<
  Table extends PgTable,
  Fields extends AnyObject,
  EditorOnly extends z.ZodRawShape,
  Item extends z.ZodType,
  ListQuery extends AnyObject,
  Related,
  Row extends RowOf<Table> = RowOf<Table>,
> = {
  /** URL segment and OpenAPI tag, e.g. `users`. */
  name: string;
  /** Component names in the OpenAPI document, e.g. `User` → `UserEditorBody`, `UserBlank`. */
  schemaName: string;
  /** The query parameter of `check_access` naming the item, e.g. `user`. */
  accessParam: string;
  table: Table;
  idColumn: AnyPgColumn;
  item: Item;
  /** The fields a person edits: the blank and the editor body are both made from this one schema. */
  fields: Fields;
  /** Fields the editor accepts that the blank does not show (a password). */
  editorOnly?: EditorOnly;
  /** Defaults of a new item, as the editor starts from them. */
  blank(ctx: CollectionContext): z.input<Fields> | Promise<z.input<Fields>>;
  /** Filters beyond `id`, `q`, `sort`, `cursor` and `limit`. */
  listQuery: ListQuery;
  /** SQL conditions for the filters of one list request. */
  filters(ctx: CollectionContext, query: ListQueryOf<ListQuery>): Promise<(SQL | undefined)[]> | (SQL | undefined)[];
  /** The orders the list offers; the first is the default. A sort may depend on the query (distance to a point). */
  sorts: Record<string, (query: ListQueryOf<ListQuery>) => Sort>;
  /** One row by id or code (or another public key), or undefined. */
  find(db: Database, key: string): Promise<Row | undefined>;
  access: AccessPolicy<Row, Values<Fields, EditorOnly>>;
  /**
   * Columns the list reads in another form than the table's own, each with how a row gets its value from it: a large
   * jsonb value as its text, so that text read once can stand for every later page that shows it.
   */
  listColumns?: { [Key in keyof Row]?: ListColumn<Row[Key]> };
  /** Related rows for a whole page in one query (never one query per row). */
  load?(ctx: CollectionContext, rows: Row[]): Promise<Related>;
  toItem(row: Row, ctx: CollectionContext, related: Related): z.input<Item>;
  /** Checks that need the database (a referenced file exists and is the caller's); throws a field error. */
  check?(ctx: SignedInContext, values: Partial<Values<Fields, EditorOnly>>, existing: Row | null): Promise<void>;
  /** Inserts one item; runs inside the editor's transaction (`ctx.db` is the transaction). */
  create(ctx: SignedInContext, values: Partial<Values<Fields, EditorOnly>>): Promise<Row>;
  /** Updates one item with the fields that were sent; inside the editor's transaction. */
  update(ctx: SignedInContext, existing: Row, values: Partial<Values<Fields, EditorOnly>>): Promise<Row>;
  /**
   * Work that follows a committed create or update and must not undo it (reading what an opinion says): it runs after
   * the transaction, handles its own failures, and the row it returns is what the editor answers with.
   */
  afterWrite?(ctx: SignedInContext, row: Row): Promise<Row>;
  /** Offer `POST /{name}/field-editor`: one field of one item, for quick inline edits. */
  fieldEditor?: boolean;
  /** Present when the collection can delete: `DELETE /{name}/{id}`; inside a transaction. */
  remove?(ctx: SignedInContext, row: Row): Promise<void>;
  conflicts?: ConflictRule[];
  /**
   * The list (and only the list) may read from the read replica (DATABASE_READ_URL), unless the caller wrote a moment
   * ago (`readerFor`): for the heavy public lists. The item, blank and editor always read the primary.
   */
  replicaReads?: boolean;
};

/**
 * A column as the list reads it: what to select in its place, and the row's value from what was read (with the whole
 * row as read, column names as the database calls them).
 */
export type ListColumn<Value> = { select: SQL; decode(value: unknown, raw: Record<string, unknown>): Value };

export type ListQueryOf<ListQuery extends AnyObject> = z.output<ListQuery> & {
  id?: string | undefined;
  q?: string | undefined;
  sort: string;
  cursor?: string | undefined;
  limit: number;
};
type Values<Fields extends AnyObject, EditorOnly extends z.ZodRawShape> = z.output<Fields> &
  z.output<z.ZodObject<EditorOnly>>;

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.some((other) => sameValue(item, other)));
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

/** The message a person sees for a required field left out of a new item: the field's own rule when it has one. */
function requiredMessage(schema: z.ZodType): string {
  const attempt = schema.safeParse('');
  const custom = attempt.success ? undefined : attempt.error.issues.find((issue) => issue.code === 'custom');
  return custom?.message ?? messages.errors.required;
}

const dialect = new PgDialect();

/**
 * The list's SELECT of every column of the table, rendered once per collection, and the mapping of raw rows back to
 * the table's fields. Building the same column list through the query builder, and mapping rows through it, was about
 * a fifth of a list request under load; the per-request part is now only the conditions, the order and the limit.
 */
function listSelect(table: PgTable, listColumns: Record<string, ListColumn<unknown> | undefined> = {}) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const read = listColumns[key];
    return {
      key,
      name: column.name,
      select: read
        ? sql`${read.select} as ${sql.identifier(column.name)}`
        : sql`${table}.${sql.identifier(column.name)}`,
      decode: read ? read.decode : (value: unknown) => (value === null ? null : column.mapFromDriverValue(value)),
    };
  });
  const rendered = dialect.sqlToQuery(
    sql`select ${sql.join(
      columns.map((column) => column.select),
      sql`, `,
    )}`,
  );
  if (rendered.params.length > 0) throw new Error('A table column list cannot have parameters');
  const head = sql.raw(rendered.sql);
  return {
    query: (keys: SQL[], where: SQL | undefined, order: SQL[], limit: number) =>
      sql`${head}${sql.join(
        keys.map((key, index) => sql`, ${key} as ${sql.identifier(`_k${index}`)}`),
        sql``,
      )} from ${table}${where ? sql` where ${where}` : sql``} order by ${sql.join(order, sql`, `)} limit ${limit}`,
    /** A raw row (column names as the database calls them) as the table's fields, plus the sort keys as read. */
    map: (raw: Record<string, unknown>, keyCount: number) => rowMapper(columns, keyCount)(raw),
  };
}

type Mapper = (raw: Record<string, unknown>) => Record<string, unknown>;
type MappedColumn = { key: string; name: string; decode(value: unknown, raw: Record<string, unknown>): unknown };
const mappers = new WeakMap<MappedColumn[], Map<number, Mapper>>();

/**
 * The mapping of raw rows to rows, for one table's columns and a number of sort keys: one object literal with every
 * key written out (made once with `new Function`, from the table's own column names). A row given its keys one by one
 * becomes a dictionary past a dozen of them, and every later read of it (by the access rules, the item, a spread) was
 * several times slower.
 */
function rowMapper(columns: MappedColumn[], keyCount: number): Mapper {
  let byKeyCount = mappers.get(columns);
  if (!byKeyCount) {
    byKeyCount = new Map();
    mappers.set(columns, byKeyCount);
  }
  const known = byKeyCount.get(keyCount);
  if (known) return known;
  const names = [
    ...columns.map((column) => ({ key: column.key, name: column.name })),
    ...Array.from({ length: keyCount }, (_, index) => ({ key: `_k${index}`, name: `_k${index}` })),
  ];
  let mapper: Mapper;
  if (names.some(({ key }) => key === '__proto__')) {
    // A literal would set the prototype instead: the keys one by one.
    mapper = (raw) => {
      const row: Record<string, unknown> = {};
      for (const column of columns) row[column.key] = column.decode(raw[column.name], raw);
      for (let index = 0; index < keyCount; index++) row[`_k${index}`] = raw[`_k${index}`];
      return row;
    };
  } else {
    const fields = names.map(({ key, name }, index) =>
      index < columns.length
        ? `${JSON.stringify(key)}: decoders[${index}](raw[${JSON.stringify(name)}], raw)`
        : `${JSON.stringify(key)}: raw[${JSON.stringify(name)}]`,
    );
    const make = new Function('decoders', `return (raw) => ({ ${fields.join(', ')} });`) as (
      decoders: MappedColumn['decode'][],
    ) => Mapper;
    mapper = make(columns.map((column) => column.decode));
  }
  byKeyCount.set(keyCount, mapper);
  return mapper;
}

/**
 * A collection's definition, declared beside the feature's queries (`<feature>.collection.ts`) and handed to
 * `registerCollection` by its route file; the identity function only keeps the definition's types inferred.
 */
export function defineCollection<
  Table extends PgTable,
  Fields extends AnyObject,
  EditorOnly extends z.ZodRawShape,
  Item extends z.ZodType,
  ListQuery extends AnyObject,
  Related = undefined,
>(definition: CollectionDefinition<Table, Fields, EditorOnly, Item, ListQuery, Related>) {
  return definition;
}

export function registerCollection<
  Table extends PgTable,
  Fields extends AnyObject,
  EditorOnly extends z.ZodRawShape,
  Item extends z.ZodType,
  ListQuery extends AnyObject,
  Related = undefined,
>(app: FastifyInstance, definition: CollectionDefinition<Table, Fields, EditorOnly, Item, ListQuery, Related>) {
  type Row = RowOf<Table>;
  type V = Partial<Values<Fields, EditorOnly>>;
  const { name, access } = definition;
  const tags = [name];
  const context = (request: FastifyRequest): CollectionContext => ({ db: app.db, viewer: request.viewer, request });
  const sortNames = Object.keys(definition.sorts) as [string, ...string[]];
  const select = listSelect(definition.table, definition.listColumns as Record<string, ListColumn<unknown>>);
  const listQuery = definition.listQuery.extend(listQueryBase).extend({
    sort: z.enum(sortNames).default(sortNames[0]).describe('How the list is ordered; the cursor follows it.'),
  });

  // Required fields are checked for a new item only: an update sends just what changes.
  const required = Object.entries(definition.fields.shape)
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([key, schema]) => ({ key, message: requiredMessage(schema as z.ZodType) }));
  const editorBody = definition.fields
    .extend(definition.editorOnly ?? {})
    .partial()
    .extend({ id: z.uuid().optional().describe('Absent to create, present to update.') })
    .superRefine((body, ctx) => {
      if (body.id !== undefined) return;
      for (const field of required) {
        if ((body as Record<string, unknown>)[field.key] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field.key], message: field.message });
        }
      }
    })
    .meta({ id: `${definition.schemaName}EditorBody` });
  const blankSchema = draftOf(definition.fields).meta({ id: `${definition.schemaName}Blank` });

  // Writes, the blank and, where the collection is read by signed-in callers only, reads are marked for the auth
  // plugin: a caller without a session gets 401 before the body or the query is validated (plugins/auth.ts).
  const readConfig = access.read === 'user' ? sessionRequired : {};
  /** The caller of a route marked `sessionRequired`; the auth plugin has already refused anyone without a session. */
  const requireViewer = (ctx: CollectionContext): SignedInContext => {
    if (!ctx.viewer) throw unauthorized();
    return ctx as SignedInContext;
  };
  const accessOf = async (ctx: CollectionContext, row: Row): Promise<RowAccess> => {
    const result = await access.row(ctx, row);
    return { ...result, canDelete: result.canDelete && definition.remove !== undefined };
  };
  /** The row the caller may at least view; an item they may not see is as good as absent. */
  const findVisible = async (ctx: CollectionContext, key: string) => {
    const row = await definition.find(ctx.db, key);
    if (!row) throw notFound();
    const rowAccess = await accessOf(ctx, row);
    if (!rowAccess.canView) throw notFound();
    return { row, rowAccess };
  };
  const toItems = async (ctx: CollectionContext, rows: Row[]) => {
    const related = definition.load ? await definition.load(ctx, rows) : (undefined as Related);
    return rows.map((row) => definition.toItem(row, ctx, related));
  };
  const assertSettable = (ctx: SignedInContext, values: V, existing: Row | null) => {
    for (const [field, allowed] of Object.entries(access.restricted ?? {})) {
      const value = (values as Record<string, unknown>)[field];
      if (value === undefined || (allowed as (c: SignedInContext, e: Row | null) => boolean)(ctx, existing)) continue;
      if (existing && sameValue(value, (existing as Record<string, unknown>)[field])) continue;
      throw fieldError(field, messages.errors.fieldNotAllowed, 'FIELD_NOT_ALLOWED');
    }
  };
  const write = async (ctx: SignedInContext, step: (tx: SignedInContext) => Promise<Row>) => {
    try {
      return await ctx.db.transaction((tx) => step({ ...ctx, db: tx as unknown as Database }));
    } catch (error) {
      const constraint = uniqueViolation(error);
      const rule =
        constraint !== null
          ? definition.conflicts?.find((candidate) => constraint.includes(candidate.constraint))
          : null;
      if (rule) throw new ApiError(409, rule.message, rule.code, { [rule.field]: rule.message });
      throw error;
    }
  };

  app.get(
    `/${name}`,
    {
      config: readConfig,
      schema: {
        tags,
        summary: `List ${name}`,
        querystring: listQuery,
        response: { 200: page(definition.item) },
      },
    },
    async (request) => {
      const ctx = definition.replicaReads ? { ...context(request), db: readerFor(app, request) } : context(request);
      const query = request.query as ListQueryOf<ListQuery>;
      const sort = (definition.sorts[query.sort] ?? definition.sorts[sortNames[0]])?.(query) as Sort;
      const where = and(
        access.visible(ctx),
        query.id ? sql`${definition.idColumn} = ${query.id}` : undefined,
        ...(await definition.filters(ctx, query)),
        afterCursor(definition.idColumn, query.sort, sort, query.cursor),
      );
      // Timestamps go into cursors with their microseconds: rows written within one millisecond keep their order.
      const keys = sort.keys.map((key) =>
        key.kind === 'timestamp' ? exactTime(key.expression) : sql`${key.expression}`,
      );
      const raw = rowsOf(
        await ctx.db.execute(select.query(keys, where, orderBy(definition.idColumn, sort), query.limit + 1)),
      );
      const rows = raw.map((row) => select.map(row, keys.length)) as (Row & Record<string, unknown>)[];
      const result = toPage(
        rows,
        query.limit,
        (row) =>
          encodeCursor(
            query.sort,
            sort.keys.map((key, index) => cursorValue(row[`_k${index}`], key.kind)),
            row.id,
          ),
        (row) => row,
      );
      return {
        items: await toItems(ctx, result.items),
        nextCursor: result.nextCursor,
        // Items made from columns read in a form of their own may carry values written to JSON once
        // (lib/serializer.ts); other pages are written as they are, without looking for them.
        ...(definition.listColumns ? { [CARRIES_WRITTEN_VALUES]: true } : {}),
      } as never;
    },
  );

  app.get(
    `/${name}/blank`,
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: `Template for a new item of ${name}, for those who may create one`,
        response: { 200: blankSchema },
      },
    },
    async (request) => {
      const ctx = requireViewer(context(request));
      if (!(await access.create(ctx))) throw forbidden();
      return (await definition.blank(ctx)) as never;
    },
  );

  app.get(
    `/${name}/check_access`,
    {
      config: readConfig,
      schema: {
        tags,
        summary: `What the current user may do with one item of ${name}`,
        querystring: z.object({ [definition.accessParam]: z.string().min(1).max(100) }),
        response: { 200: Access },
      },
    },
    async (request) => {
      const ctx = context(request);
      const key = (request.query as Record<string, string>)[definition.accessParam] as string;
      return (await findVisible(ctx, key)).rowAccess;
    },
  );

  const afterWrite = (ctx: SignedInContext, row: Row) => definition.afterWrite?.(ctx, row) ?? Promise.resolve(row);
  const createItem = async (ctx: SignedInContext, values: V) => {
    if (!(await access.create(ctx, values))) throw forbidden();
    assertSettable(ctx, values, null);
    await definition.check?.(ctx, values, null);
    return afterWrite(ctx, await write(ctx, (tx) => definition.create(tx, values)));
  };
  const updateItem = async (ctx: SignedInContext, id: string, values: V) => {
    const { row: existing, rowAccess } = await findVisible(ctx, id);
    if (!rowAccess.canEdit) throw forbidden();
    assertSettable(ctx, values, existing);
    await definition.check?.(ctx, values, existing);
    // An update that names no field changes nothing: the item as it is (an empty SET is no statement at all).
    if (Object.values(values).every((value) => value === undefined)) return existing;
    return afterWrite(ctx, await write(ctx, (tx) => definition.update(tx, existing, values)));
  };

  app.post(
    `/${name}/editor`,
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: `Create (no id) or update (with id) an item of ${name}`,
        body: editorBody,
        response: { 200: definition.item },
      },
    },
    // The definition's types tie results to schemas; the generic route types cannot see through them.
    async (request: FastifyRequest): Promise<never> => {
      const ctx = requireViewer(context(request));
      const { id, ...values } = request.body as V & { id?: string };
      const saved = id === undefined ? await createItem(ctx, values as V) : await updateItem(ctx, id, values as V);
      const [item] = await toItems(ctx, [saved]);
      return item as never;
    },
  );

  if (definition.fieldEditor) {
    const editable = Object.keys(definition.fields.shape) as [string, ...string[]];
    app.post(
      `/${name}/field-editor`,
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: `Change one field of one item of ${name}, with the editor's validation and access`,
          body: z.object({ id: z.uuid(), field: z.enum(editable), value: z.unknown() }),
          response: { 200: definition.item },
        },
      },
      async (request: FastifyRequest): Promise<never> => {
        const ctx = requireViewer(context(request));
        const { id, field, value } = request.body as { id: string; field: string; value: unknown };
        const schema = definition.fields.shape[field] as z.ZodType;
        // The field's own schema, so the error names the field just as the editor would.
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw validationError(parsed.error.issues, [field]);
        const saved = await updateItem(ctx, id, { [field]: parsed.data } as V);
        const [item] = await toItems(ctx, [saved]);
        return item as never;
      },
    );
  }

  const remove = definition.remove;
  if (remove) {
    app.delete(
      `/${name}/:id`,
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: `Delete one item of ${name}`,
          params: z.object({ id: z.uuid() }),
          response: { 200: Ok },
        },
      },
      async (request) => {
        const ctx = requireViewer(context(request));
        const { row, rowAccess } = await findVisible(ctx, (request.params as { id: string }).id);
        if (!rowAccess.canDelete) throw forbidden();
        await write(ctx, async (tx) => {
          await remove(tx, row);
          return row;
        });
        return { ok: true as const };
      },
    );
  }
}
