import {
  breaksLine,
  ContactType,
  DEFAULT_PAGE_SIZE,
  type Contact as DomainContact,
  linkTooLongMessage,
  MAX_PAGE_SIZE,
  singleLineMessage,
  type TextRule,
  tooManyPhotosMessage,
  VISIBILITIES,
  validateContact,
  validateContacts,
  validateText,
  validateWebLink,
  type WebLinkRule,
} from '@mesto/domain';
import { z } from 'zod';
import { messages } from './messages.ts';

// Shared schemas, registered once so the OpenAPI document names them as components.

export const ErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody', description: 'Every error the API returns.' });

/**
 * A one-line string that has no TextRule of its own (a contact, an icon): trimmed, then refuses line breaks and control characters
 * with a 400 naming the field, as `Text` does for a rule that is not multi-line. Such a value ends up in headers,
 * calendars, titles and previews, where a line break starts a line of the format (docs/security.md).
 */
export const Line = (max: number, label = 'Значение') =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !breaksLine(value), {
      message: singleLineMessage(label),
      params: { code: 'CONTROL_CHARACTERS' },
    });

export const Contact = z
  .object({
    type: z.enum(ContactType),
    value: Line(300, 'Контакт'),
    description: Line(200, 'Подпись контакта').optional(),
  })
  .meta({ id: 'Contact' });

/** A contact list normalised and checked by the rules of @mesto/domain; bad items are named by index. */
export const ContactList = z
  .array(Contact)
  .max(20)
  .overwrite((contacts) =>
    contacts.map((contact) => {
      const result = validateContact(contact as DomainContact);
      return result.ok ? { ...contact, value: result.value.value } : contact;
    }),
  )
  .superRefine((contacts, ctx) => {
    const result = validateContacts(contacts as DomainContact[]);
    if (result.ok) return;
    for (const error of result.errors) {
      ctx.addIssue({
        code: 'custom',
        path: [error.index, 'value'],
        message: error.message,
        params: { code: error.code },
      });
    }
  });

export const Access = z
  .object({
    canView: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .meta({ id: 'Access', description: 'What the current user may do with one entity.' });

/** A text field checked by its @mesto/domain rule: trimmed, required when the rule says so, bounded. */
export const Text = (rule: TextRule) =>
  z
    .string()
    .max(rule.max * 2 + 100)
    .overwrite((value) => value.trim())
    .superRefine((value, ctx) => {
      const result = validateText(value, rule);
      if (!result.ok)
        ctx.addIssue({ code: 'custom', message: result.error.message, params: { code: result.error.code } });
    });

/**
 * A link to another site's page (tickets, a menu) checked by its @mesto/domain rule: trimmed, http(s) only, no user
 * name or password, bounded; anything else is a 400 naming the field in Russian. Kept exactly as sent otherwise.
 */
export const WebLink = (rule: WebLinkRule) =>
  z
    .string()
    .max(rule.max * 2 + 100, linkTooLongMessage(rule))
    .overwrite((value) => value.trim())
    .superRefine((value, ctx) => {
      const result = validateWebLink(value, rule);
      if (!result.ok)
        ctx.addIssue({ code: 'custom', message: result.error.message, params: { code: result.error.code } });
    })
    .describe(`An http(s) address of at most ${rule.max} characters, without a user name or password.`);

/** Stored images an item shows, in order (the first is the cover); more than `limit` is a 400 naming the field. */
export const PhotoFileIds = (limit: number) => z.array(z.uuid()).max(limit, tooManyPhotosMessage(limit));

const JSON_MAX_DEPTH = 6;
const JSON_MAX_KEYS = 200;
const JSON_MAX_BYTES = 16 * 1024;

/**
 * A free-form map a client stores (settings): bounded in depth, keys and size, so no value can exhaust the stack or
 * the row. The depth walk stops at the bound, so even a value nested a million deep costs nothing.
 */
export const JsonMap = z.record(z.string().max(100), z.unknown()).superRefine((value, ctx) => {
  let keys = 0;
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== 'object') continue;
    if (depth > JSON_MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', message: messages.errors.jsonTooDeep(JSON_MAX_DEPTH) });
      return;
    }
    const children = Array.isArray(node) ? node : Object.values(node);
    if (!Array.isArray(node)) keys += children.length;
    if (keys > JSON_MAX_KEYS) {
      ctx.addIssue({ code: 'custom', message: messages.errors.jsonTooManyKeys(JSON_MAX_KEYS) });
      return;
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  if (Buffer.byteLength(JSON.stringify(value)) > JSON_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: messages.errors.jsonTooLarge(JSON_MAX_BYTES / 1024) });
  }
});

export const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const listQueryBase = {
  id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A repeatable query parameter (`tags=BAR&tags=MUSIC`): one value or several, always read as a list. */
export const QueryList = <T extends z.ZodType>(item: T, max = 20) =>
  z
    .union([item, z.array(item).max(max)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

/**
 * Coordinates kept to 7 decimals (about a centimetre). Beyond the precision nobody needs, this keeps a value such as
 * 7.4e-323, which PostgreSQL's double precision refuses as out of range, from reaching the database: it reads as 0.
 */
const roundDegrees = (value: number) => Math.round(value * 1e7) / 1e7;
export const latitude = (number = z.number()) => number.overwrite(roundDegrees).min(-90).max(90);
export const longitude = (number = z.number()) => number.overwrite(roundDegrees).min(-180).max(180);

/** A map's view: the box between two meridians and two parallels, in degrees. */
export type BoundingBox = { west: number; south: number; east: number; north: number };

/**
 * `bbox=west,south,east,north` (degrees, the order of GeoJSON and OpenStreetMap): only what lies in the box, as a map
 * asks for what its view shows. A west edge east of the east one crosses the 180th meridian.
 */
export const boxQuery = {
  bbox: z
    .string()
    .max(200)
    .transform((value, ctx): BoundingBox => {
      const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
      const [west = Number.NaN, south = Number.NaN, east = Number.NaN, north = Number.NaN] = parts;
      if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) {
        ctx.addIssue({ code: 'custom', message: messages.catalogue.bboxShape });
        return z.NEVER;
      }
      if ([west, east].some((lng) => Math.abs(lng) > 180) || [south, north].some((lat) => Math.abs(lat) > 90)) {
        ctx.addIssue({ code: 'custom', message: messages.catalogue.bboxRange });
        return z.NEVER;
      }
      if (south > north) {
        ctx.addIssue({ code: 'custom', message: messages.catalogue.bboxOrder });
        return z.NEVER;
      }
      return { west, south, east, north };
    })
    .optional()
    .describe('Only items inside the box `west,south,east,north` in degrees (GeoJSON order), e.g. a map’s view.'),
};

/** A point and a radius in kilometres, for "near me" filters. */
export const nearQuery = {
  lat: latitude(z.coerce.number()).optional().describe('Latitude of the point to search around.'),
  lng: longitude(z.coerce.number()).optional().describe('Longitude of the point to search around.'),
  radius: z.coerce
    .number()
    // Metres are enough: a radius too small for the database is then refused as not positive.
    .overwrite((value) => Math.round(value * 1000) / 1000)
    .positive()
    .max(100)
    .optional()
    .describe('Kilometres around the point; 5 by default.'),
};

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  });

/** Error responses every route may give, so the typed client knows their shape. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
} as const;

/** A filter naming an item by its id or its public code, as links carry either. */
export const IdOrCode = z.string().min(1).max(100).describe('The id or the code of the item.');

/** Who sees what a person wrote or did (lib/visibility.ts). One named schema for every collection. */
export const Visibility = z.enum(VISIBILITIES).meta({
  id: 'Visibility',
  description:
    'PUBLIC everyone; FRIENDS mutual followers; PRIVATE the author and those it is shared with; NOTES the author alone.',
});
