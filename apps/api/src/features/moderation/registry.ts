import { COMPLAINT_TARGETS, type ComplaintTarget, type ModerationAction } from '@mesto/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ModeratedItem, ModeratedKind } from '../../lib/moderated-kind.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  type DecisionRow,
  decide,
  endSessionsOfHidden,
  inModeration,
  type ModerationHooks,
} from './decisions.service.ts';
import { moderationMessages } from './moderation.messages.ts';

// Moderation over the kinds of items the features register (`<feature>.moderated.ts`), put together at the top
// (app.ts) with what moderation does through other features (notifications, sessions).

export type Moderation = {
  /** Loads an item of any kind with what the queue shows of it, or undefined when there is none. */
  load: (db: Database, type: ComplaintTarget, id: string) => Promise<ModeratedItem | undefined>;
  /** Decides on an item, in the caller's transaction. */
  decide: (
    db: Database,
    moderator: Viewer,
    item: ModeratedItem,
    action: ModerationAction,
    reason: string,
  ) => Promise<DecisionRow>;
  /** Ends the sessions of an account a moderator hid; answers them, to disconnect once the transaction has committed. */
  endSessionsOfHidden: (db: Database, item: ModeratedItem, action: ModerationAction) => Promise<string[]>;
  /** A moderator removing an item with its own delete button: a DELETE decision, «Удалено модератором». */
  removeAsModerator: (db: Database, moderator: Viewer, type: ComplaintTarget, id: string) => Promise<void>;
};

/** Moderation of these kinds, one of each complaint target: a kind missing or given twice fails at start. */
export function moderationOf(kinds: readonly ModeratedKind[], hooks: ModerationHooks): Moderation {
  const byType = new Map<ComplaintTarget, ModeratedKind>();
  for (const kind of kinds) {
    if (byType.has(kind.type)) throw new Error(`Moderated kind ${kind.type} is registered twice`);
    byType.set(kind.type, kind);
  }
  for (const type of COMPLAINT_TARGETS) {
    if (!byType.has(type)) throw new Error(`No moderated kind is registered for ${type}`);
  }
  const kindOf = (type: ComplaintTarget): ModeratedKind => {
    const kind = byType.get(type);
    if (!kind) throw new Error(`No moderated kind is registered for ${type}`);
    return kind;
  };
  const moderation: Moderation = {
    load: (db, type, id) => kindOf(type).load(db, id),
    decide: (db, moderator, item, action, reason) =>
      decide(db, kindOf(item.type), hooks, moderator, item, action, reason),
    endSessionsOfHidden: (db, item, action) => endSessionsOfHidden(db, kindOf(item.type), hooks, item, action),
    async removeAsModerator(db, moderator, type, id) {
      const item = await moderation.load(db, type, id);
      if (item) await moderation.decide(db, moderator, item, 'DELETE', moderationMessages.deletedByModerator);
    },
  };
  return moderation;
}

/**
 * A moderator's decision on an item, in one transaction; answers the decision and the sessions it ended, to
 * disconnect once it has committed.
 */
export async function decideOn(
  db: Database,
  moderation: Moderation,
  moderator: Viewer,
  decision: { targetType: ComplaintTarget; targetId: string; action: ModerationAction; reason?: string | undefined },
): Promise<{ row: DecisionRow; endedSessions: string[] }> {
  const { targetType, targetId, action, reason } = decision;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const target = await moderation.load(tx, targetType, targetId);
    // A moderator acts on what is in moderation, or on what they can see as anyone would (a public opinion met
    // on the site); never on what only its author sees.
    const reachable =
      target !== undefined && ((await inModeration(tx, targetType, targetId)) || (await target.canView(moderator)));
    if (!target || !reachable) throw notFound(moderationMessages.itemNotFound);
    const decided = await moderation.decide(tx, moderator, target, action, reason ?? '');
    return { row: decided, endedSessions: await moderation.endSessionsOfHidden(tx, target, action) };
  });
}
