import {
  ABOUT_RULE,
  DISPLAY_NAME_RULE,
  Gender as GenderEnum,
  normalizePhone,
  normalizeUsername,
  PASSWORD_MAX_LENGTH,
  Permission,
  validatePassword,
  validateUsername,
} from '@mesto/domain';
import { z } from 'zod';
import { ModerationMark } from '../../lib/moderation.ts';
import { Contact, ContactList, JsonMap, Text } from '../../lib/schemas.ts';

/**
 * Checks a value with a rule of @mesto/domain and reports its Russian message. Normalisation happens with
 * `overwrite`, which keeps the type, so the OpenAPI document still describes these fields as strings.
 */
const checkedBy =
  (check: (value: string) => { ok: true; value: unknown } | { ok: false; error: { message: string; code: string } }) =>
  (value: string, ctx: z.RefinementCtx) => {
    const result = check(value);
    if (!result.ok)
      ctx.addIssue({ code: 'custom', message: result.error.message, params: { code: result.error.code } });
  };

export const Username = z.string().max(100).overwrite(normalizeUsername).superRefine(checkedBy(validateUsername));
export const Password = z.string().max(PASSWORD_MAX_LENGTH).superRefine(checkedBy(validatePassword));
export const Phone = z
  .string()
  .max(40)
  .overwrite((value) => {
    const result = normalizePhone(value);
    return result.ok ? result.value : value;
  })
  .superRefine(checkedBy(normalizePhone));
export const DisplayName = Text(DISPLAY_NAME_RULE);
export const Email = z.string().trim().toLowerCase().pipe(z.email('Почта должна выглядеть как name@example.ru'));
export const Gender = z.enum(GenderEnum).meta({ id: 'Gender' });
export const PermissionSchema = z.enum(Permission).meta({ id: 'Permission' });

/** What anyone may see of a user; the list item and the current user both start from it. */
const UserBase = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  gender: Gender.nullable(),
  about: z.string(),
  avatarFileId: z.uuid().nullable(),
  contacts: z.array(Contact),
  createdAt: z.iso.datetime(),
  /** Null unless a moderator hid this profile; only its owner and moderators learn it (others see a name alone). */
  moderation: ModerationMark,
  /** Present for the user themself and for ROOT. */
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  permissions: z.array(PermissionSchema).optional(),
});

/** A user as lists and profiles show them, with their place in the social graph as the viewer sees it. */
export const PublicUser = UserBase.extend({
  followers: z.number().int().describe('How many people follow this user.'),
  following: z.number().int().describe('How many people this user follows (people only, not places or lists).'),
  subscribed: z.boolean().describe('The viewer follows this user; false for an anonymous viewer and for oneself.'),
  friends: z.boolean().describe('The viewer and this user follow each other (FRIENDS visibility opens to them).'),
}).meta({ id: 'User' });

export const CurrentUser = UserBase.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  permissions: z.array(PermissionSchema),
  specificSettings: z.record(z.string(), z.unknown()),
  favoriteFeatureIds: z.array(z.uuid()),
  telegramBound: z.boolean(),
  hasPassword: z.boolean(),
}).meta({ id: 'CurrentUser', description: 'The signed-in user, with permissions and settings.' });

export const UserListQuery = z.object({
  code: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  codeOrUsername: z
    .string()
    .max(100)
    .optional()
    .describe('The `userCodeOrUsername` of /profile/{userCodeOrUsername}; a code wins over a username.'),
});

/** What a person edits of a user; the blank and the editor body are both made from it. */
export const UserFields = z.object({
  username: Username.nullable().optional(),
  displayName: DisplayName,
  gender: Gender.nullable().optional(),
  about: Text(ABOUT_RULE).optional(),
  avatarFileId: z.uuid().nullable().optional(),
  contacts: ContactList.optional(),
  email: Email.nullable().optional(),
  phone: Phone.nullable().optional(),
  specificSettings: JsonMap.optional(),
  /** Only ROOT may change permissions. */
  permissions: z.array(PermissionSchema).max(10).optional(),
});

/** Accepted by the editor, never shown in a blank: only ROOT sets a password here. */
export const UserEditorOnly = { password: Password };
