import { opinionPath } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, opinions, places } from '../../db/schema.ts';
import type { ModeratedItem, ModeratedKind } from '../../lib/moderated-kind.ts';
import { notifyBusinessOpinion } from '../notifications/seam.ts';
import { processPlace, summariseOpinions } from '../places/seam.ts';
import { mayViewOpinion, type OpinionRow } from './opinions.service.ts';

/** An opinion as moderation sees it: titled and linked by the place or event it is about. */
export async function opinionItem(db: Database, row: OpinionRow): Promise<ModeratedItem> {
  let title = '';
  let link = '';
  if (row.placeId) {
    const [place] = await db
      .select({ code: places.code, name: places.name })
      .from(places)
      .where(eq(places.id, row.placeId));
    title = place?.name ?? '';
    link = opinionPath({ placeCode: place?.code ?? '' }, row.id);
  } else if (row.eventId) {
    const [event] = await db
      .select({ code: events.code, title: events.title })
      .from(events)
      .where(eq(events.id, row.eventId));
    title = event?.title ?? '';
    link = opinionPath({ eventCode: event?.code ?? '' }, row.id);
  }
  return {
    type: 'OPINION',
    id: row.id,
    authorId: row.authorId,
    state: row.moderationState,
    reason: row.moderationReason,
    text: row.text,
    title,
    link,
    canView: (viewer) => mayViewOpinion(db, viewer, row),
  };
}

/** Opinions about places and events. */
export const opinionModerated: ModeratedKind<'OPINION'> = {
  type: 'OPINION',
  table: opinions,
  async load(db, id) {
    const [row] = await db.select().from(opinions).where(eq(opinions.id, id));
    return row ? opinionItem(db, row) : undefined;
  },
  async afterDecision(db, item, { previous, next }) {
    const [opinion] = await db.select().from(opinions).where(eq(opinions.id, item.id));
    if (!opinion) return;
    // An opinion about a place moves the place's rating, opinion count, tag counts and opinion summary.
    if (opinion.placeId) {
      await processPlace(db, opinion.placeId);
      await summariseOpinions(db, opinion.placeId);
    }
    // A held opinion let through is new to the team of what it is about: they hear of it now, not when it was written.
    if (previous === 'HELD' && next === 'VISIBLE') await notifyBusinessOpinion(db, opinion);
  },
};
