import { eq } from 'drizzle-orm';
import { feedbacks, opinions } from '../../db/schema.ts';
import { roleIn } from '../../lib/membership.ts';
import type { ModeratedKind } from '../../lib/moderated-kind.ts';
import { mayViewModerated } from '../../lib/moderation.ts';
import { opinionItem } from './opinions.moderated.ts';

/** A team's feedback on an opinion: titled and linked as the opinion, seen by whoever sees both. */
export const feedbackModerated: ModeratedKind<'FEEDBACK'> = {
  type: 'FEEDBACK',
  table: feedbacks,
  async load(db, id) {
    const [row] = await db
      .select({ feedback: feedbacks, opinion: opinions })
      .from(feedbacks)
      .innerJoin(opinions, eq(opinions.id, feedbacks.opinionId))
      .where(eq(feedbacks.id, id));
    if (!row) return undefined;
    const about = await opinionItem(db, row.opinion);
    const { feedback } = row;
    return {
      ...about,
      type: 'FEEDBACK',
      id,
      authorId: feedback.authorId,
      state: feedback.moderationState,
      reason: feedback.moderationReason,
      text: feedback.text,
      canView: async (viewer) =>
        (await about.canView(viewer)) &&
        (await mayViewModerated(viewer, { ...feedback, authorId: feedback.authorId }, async (who) => {
          return (await roleIn(db, who, feedback.organisationId)) !== null;
        })),
    };
  },
};
