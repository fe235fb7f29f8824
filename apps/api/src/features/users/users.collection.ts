import { isRoot } from '@mesto/domain';
import { hash } from '@node-rs/argon2';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { fieldError } from '../../lib/errors.ts';
import { assertOwnFiles } from '../../lib/file-refs.ts';
import { messages } from '../../lib/messages.ts';
import { argon2Options } from '../../lib/passwords.ts';
import { searchFilter } from '../../lib/search.ts';
import { revokeSessions } from '../../lib/sessions.ts';
import { findUser, type UserRow } from '../../lib/user-card.ts';
import { PublicUser, UserEditorOnly, UserFields, UserListQuery } from './user.schemas.ts';
import { generateUserCode, socialOf, toPublicUser, userConflicts } from './users.service.ts';

/** People: public profiles; ROOT creates accounts and sets permissions and passwords. */
export function usersCollection(app: FastifyInstance) {
  // Sessions a password change ended, from the editor's transaction to the moment it has committed.
  const endedByRequest = new WeakMap<FastifyRequest, string[]>();

  return defineCollection({
    name: 'users',
    schemaName: 'User',
    accessParam: 'user',
    table: users,
    idColumn: users.id,
    item: PublicUser,
    fields: UserFields,
    editorOnly: UserEditorOnly,
    listQuery: UserListQuery,

    access: {
      read: 'public',
      // Profiles are public; what a viewer sees of one (email, phone, permissions) is decided in toPublicUser.
      visible: () => undefined,
      row: ({ viewer }, row) => ({ canView: true, canEdit: isRoot(viewer) || viewer?.id === row.id, canDelete: false }),
      create: ({ viewer }) => isRoot(viewer),
      restricted: {
        permissions: ({ viewer }) => isRoot(viewer),
        password: ({ viewer }) => isRoot(viewer),
      },
    },

    async filters({ db }, query) {
      const conditions: (SQL | undefined)[] = [];
      if (query.code) conditions.push(eq(users.code, query.code));
      if (query.username) conditions.push(sql`lower(${users.username}) = ${query.username.toLowerCase()}`);
      if (query.codeOrUsername) {
        // One defined answer: the user whose code it is, else the user whose username it is.
        const found = await findUser(db, query.codeOrUsername);
        conditions.push(found ? eq(users.id, found.id) : sql`false`);
      }
      // Names and usernames, as the global search finds people.
      conditions.push(await searchFilter(db, query.q, 'users'));
      return conditions;
    },

    sorts: {
      newest: () => ({ keys: [{ expression: users.createdAt, direction: 'desc', kind: 'timestamp' }] }),
      name: () => ({ keys: [{ expression: sql`lower(${users.displayName})`, direction: 'asc', kind: 'text' }] }),
    },

    find: findUser,
    load: ({ db, viewer }, rows) =>
      socialOf(
        db,
        viewer,
        rows.map((row) => row.id),
      ),
    toItem: (row, { viewer }, social) => toPublicUser(row, viewer, social.get(row.id)),

    blank: () => ({
      username: null,
      displayName: '',
      gender: null,
      about: '',
      avatarFileId: null,
      contacts: [],
      email: null,
      phone: null,
      specificSettings: {},
      permissions: [],
    }),

    async check({ db, viewer }, values, existing) {
      // The last word on who administers stays with another administrator, so nobody locks themself out by mistake.
      if (existing?.id === viewer.id && isRoot(viewer) && values.permissions && !values.permissions.includes('ROOT')) {
        throw fieldError('permissions', messages.catalogue.ownRoot, 'OWN_ROOT');
      }
      if (values.avatarFileId) {
        await assertOwnFiles(
          db,
          viewer,
          [{ path: 'avatarFileId', id: values.avatarFileId }],
          [existing?.avatarFileId ?? null],
        );
      }
    },

    async create({ db }, { password, permissions, ...fields }) {
      const [created] = await db
        .insert(users)
        .values({
          ...fields,
          displayName: fields.displayName ?? '',
          code: generateUserCode(),
          permissions: permissions ?? [],
          passwordHash: password ? await hash(password, argon2Options) : null,
        })
        .returning();
      return created as UserRow;
    },

    async update({ db, request, viewer }, existing, { password, ...fields }) {
      const [updated] = await db
        .update(users)
        .set({
          ...fields,
          ...(password ? { passwordHash: await hash(password, argon2Options) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (password) {
        // A new password is set because the old one may be known to someone else: every session signed in with it
        // ends in the same write. The device setting it keeps its own, where an administrator changes their own.
        const ended = await revokeSessions(db, { userId: existing.id, except: viewer.sessionId }, 'password-changed');
        endedByRequest.set(request, ended);
      }
      return updated as UserRow;
    },

    async afterWrite({ request }, row) {
      const ended = endedByRequest.get(request);
      if (ended) app.disconnectSessions(ended);
      return row;
    },

    conflicts: userConflicts,
  });
}
