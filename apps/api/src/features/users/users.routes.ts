import { isRoot } from '@mesto/domain';
import { hash } from '@node-rs/argon2';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { features, users } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import { registerCollection } from '../../lib/collection.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { afterCursor, toPage } from '../../lib/keyset.ts';
import { messages } from '../../lib/messages.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { argon2Options } from '../auth/passwords.ts';
import { PublicUser, UserBlank, UserEditorBody, UserListQuery } from './user.schemas.ts';
import { findUser, rethrowUserConflict, toPublicUser } from './users.service.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, {
    name: 'users',
    accessParam: 'user',
    item: PublicUser,
    listQuery: UserListQuery,
    editorBody: UserEditorBody,
    blankSchema: UserBlank,
    listAccess: 'public',

    async list({ db, viewer }, query) {
      const conditions: (SQL | undefined)[] = [afterCursor(users.createdAt, users.id, query.cursor, 'desc')];
      if (query.id) conditions.push(eq(users.id, query.id));
      if (query.code) conditions.push(eq(users.code, query.code));
      if (query.username) conditions.push(sql`lower(${users.username}) = ${query.username.toLowerCase()}`);
      if (query.codeOrUsername) {
        conditions.push(
          sql`(${users.code} = ${query.codeOrUsername} or lower(${users.username}) = ${query.codeOrUsername.toLowerCase()})`,
        );
      }
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        conditions.push(
          sql`lower(coalesce(${users.displayName}, '') || ' ' || coalesce(${users.username}, '')) like ${pattern}`,
        );
      }
      const rows = await db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit + 1);
      return toPage(
        rows,
        query.limit,
        (row) => ({ at: row.createdAt, id: row.id }),
        (row) => toPublicUser(row, viewer),
      );
    },

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

    async checkAccess({ db, viewer }, key) {
      const user = await findUser(db, key);
      if (!user) return null;
      const root = isRoot(viewer);
      return { canView: true, canEdit: root || viewer?.id === user.id, canDelete: root && viewer?.id !== user.id };
    },

    async save({ db, viewer }, body) {
      const root = isRoot(viewer);
      const { id, password, permissions, ...fields } = body;
      if (!id) {
        if (!root) throw forbidden(messages.users.onlyRootCreates);
        const passwordHash = password ? await hash(password, argon2Options) : null;
        try {
          const [created] = await db
            .insert(users)
            .values({ ...fields, code: generateCode(), permissions: permissions ?? [], passwordHash })
            .returning();
          return toPublicUser(created as NonNullable<typeof created>, viewer);
        } catch (error) {
          rethrowUserConflict(error);
        }
      }
      const existing = await findUser(db, id);
      if (!existing) throw notFound(messages.users.notFound);
      if (!root && existing.id !== viewer.id) throw forbidden(messages.users.onlyOwnProfile);
      if (permissions && !root && !sameSet(permissions, existing.permissions)) {
        throw forbidden(messages.users.onlyRootPermissions, 'PERMISSIONS_ROOT_ONLY');
      }
      const passwordHash = password && root ? await hash(password, argon2Options) : undefined;
      try {
        const [updated] = await db
          .update(users)
          .set({
            ...fields,
            ...(permissions && root ? { permissions } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id))
          .returning();
        return toPublicUser(updated as NonNullable<typeof updated>, viewer);
      } catch (error) {
        rethrowUserConflict(error);
      }
    },
  });

  app.post(
    '/users/toggle_favorite_features',
    {
      schema: {
        tags: ['users'],
        summary: 'Add each given feature to the favourites of the current user, or remove it if it is there',
        body: z.object({ _features: z.array(z.uuid()).min(1).max(50) }),
        response: { 200: z.object({ favoriteFeatureIds: z.array(z.uuid()) }), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const requested = [...new Set(request.body._features)];
      return app.db.transaction(async (tx) => {
        const known = await tx.select({ id: features.id }).from(features).where(inArray(features.id, requested));
        const knownIds = new Set(known.map((row) => row.id));
        const missing = requested.findIndex((featureId) => !knownIds.has(featureId));
        if (missing >= 0) {
          throw badRequest(`${messages.errors.validation} _features.${missing}: ${messages.users.unknownFeature}`, {
            [`_features.${missing}`]: messages.users.unknownFeature,
          });
        }
        const [user] = await tx
          .select({ favoriteFeatureIds: users.favoriteFeatureIds })
          .from(users)
          .where(eq(users.id, viewer.id))
          .for('update');
        const current = new Set(user?.favoriteFeatureIds ?? []);
        for (const featureId of requested) {
          if (current.has(featureId)) current.delete(featureId);
          else current.add(featureId);
        }
        const favoriteFeatureIds = [...current];
        await tx.update(users).set({ favoriteFeatureIds, updatedAt: new Date() }).where(eq(users.id, viewer.id));
        return { favoriteFeatureIds };
      });
    },
  );
};
