import { profilePath } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { ModeratedKind } from '../../lib/moderated-kind.ts';

/** Profiles: what is moderated is the person's name and «about»; hiding one hides the account, never deletes it. */
export const profileModerated: ModeratedKind<'USER'> = {
  type: 'USER',
  table: users,
  account: true,
  async load(db, id) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) return undefined;
    return {
      type: 'USER',
      id,
      authorId: row.id,
      state: row.moderationState,
      reason: row.moderationReason,
      text: row.about,
      title: row.displayName,
      link: profilePath(row.username ?? row.code),
      canView: async () => true,
    };
  },
};
