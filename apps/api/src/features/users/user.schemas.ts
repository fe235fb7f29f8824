import {
  DISPLAY_NAME_MAX_LENGTH,
  Gender as GenderEnum,
  normalizePhone,
  normalizeUsername,
  PASSWORD_MAX_LENGTH,
  Permission,
  validatePassword,
  validateUsername,
} from '@mesto/domain';
import { z } from 'zod';
import { Contact, ContactList } from '../../lib/schemas.ts';

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
export const DisplayName = z
  .string()
  .trim()
  .min(1, 'Укажите имя')
  .max(DISPLAY_NAME_MAX_LENGTH, `Имя — не длиннее ${DISPLAY_NAME_MAX_LENGTH} символов`);
export const Email = z.string().trim().toLowerCase().pipe(z.email('Почта должна выглядеть как name@example.ru'));
export const Gender = z.enum(GenderEnum).meta({ id: 'Gender' });
export const PermissionSchema = z.enum(Permission).meta({ id: 'Permission' });

export const PublicUser = z
  .object({
    id: z.uuid(),
    code: z.string(),
    username: z.string().nullable(),
    displayName: z.string(),
    gender: Gender.nullable(),
    about: z.string(),
    avatarFileId: z.uuid().nullable(),
    contacts: z.array(Contact),
    createdAt: z.iso.datetime(),
    /** Present for the user themself and for ROOT. */
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    permissions: z.array(PermissionSchema).optional(),
  })
  .meta({ id: 'User' });

export const CurrentUser = PublicUser.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  permissions: z.array(PermissionSchema),
  specificSettings: z.record(z.string(), z.unknown()),
  favoriteFeatureIds: z.array(z.uuid()),
  telegramBound: z.boolean(),
  hasPassword: z.boolean(),
}).meta({ id: 'CurrentUser', description: 'The signed-in user, with permissions and settings (spec §3).' });

export const UserListQuery = z.object({
  code: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  codeOrUsername: z.string().max(100).optional().describe('The `userCodeOrUsername` of /profile/{userCodeOrUsername}.'),
});

const phoneField = Phone.nullable();

export const UserEditorBody = z
  .object({
    id: z.uuid().optional(),
    username: Username.nullable().optional(),
    displayName: DisplayName,
    gender: Gender.nullable().optional(),
    about: z.string().max(2000, 'О себе — не длиннее 2000 символов').optional(),
    avatarFileId: z.uuid().nullable().optional(),
    contacts: ContactList.optional(),
    email: Email.nullable().optional(),
    phone: phoneField.optional(),
    specificSettings: z.record(z.string(), z.unknown()).optional(),
    /** Only ROOT may set permissions; anyone else sending them is refused. */
    permissions: z.array(PermissionSchema).optional(),
    /** Only ROOT creating a user sets a password here. */
    password: Password.optional(),
  })
  .meta({ id: 'UserEditorBody' });

export const UserBlank = z
  .object({
    username: z.string().nullable(),
    displayName: z.string(),
    gender: Gender.nullable(),
    about: z.string(),
    avatarFileId: z.uuid().nullable(),
    contacts: z.array(Contact),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    specificSettings: z.record(z.string(), z.unknown()),
    permissions: z.array(PermissionSchema),
  })
  .meta({ id: 'UserBlank' });
