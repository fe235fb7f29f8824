import { roomPath } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import { rooms } from '../../db/schema.ts';
import type { ModeratedKind } from '../../lib/moderated-kind.ts';
import { maySeeRoom } from './rooms.service.ts';

/** Rooms: what is moderated is their title and description. */
export const roomModerated: ModeratedKind<'ROOM'> = {
  type: 'ROOM',
  table: rooms,
  async load(db, id) {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
    if (!row) return undefined;
    return {
      type: 'ROOM',
      id,
      authorId: row.ownerId,
      state: row.moderationState,
      reason: row.moderationReason,
      text: [row.title, row.description].filter(Boolean).join('\n\n'),
      title: row.title,
      link: roomPath(row.code),
      canView: (viewer) => maySeeRoom(db, viewer, row),
    };
  },
};
