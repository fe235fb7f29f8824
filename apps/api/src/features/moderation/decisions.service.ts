import {
  type ComplaintTarget,
  MODERATION_ACTION_STATES,
  type ModerationAction,
  type ModerationState,
} from '@mesto/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints, moderationDecisions, moderationItems } from '../../db/schema.ts';
import type { ModeratedItem, ModeratedKind } from '../../lib/moderated-kind.ts';
import type { Viewer } from '../../plugins/auth.ts';

// Decisions: an item's state, the log, the queue, what depends on the item and the author's notice, in one
// transaction. Each item kind keeps its own moderation state on its own row, which every read path filters on
// (lib/moderation.ts); `moderation_items` is the queue's index of them.

export type DecisionRow = typeof moderationDecisions.$inferSelect;

/** What an item's author is told of a decision on it. */
export type DecisionNotice = {
  userId: string;
  decisionId: string;
  targetType: ComplaintTarget;
  targetId: string;
  action: ModerationAction;
  previousState: ModerationState;
  state: ModerationState;
  reason: string;
  title: string;
  link: string;
};

/** What moderation does through other features, given at composition: it imports none of them. */
export type ModerationHooks = {
  /** Tells an author of a decision on their item (a notification). */
  notifyDecision: (db: Database, notice: DecisionNotice) => Promise<void>;
  /** Ends every session of an account, in the caller's transaction; answers the sessions ended. */
  endSessions: (db: Database, userId: string) => Promise<string[]>;
};

/** Sets an item's state and reason; a user's state, a profile. */
async function setState(
  db: Database,
  kind: ModeratedKind,
  target: ModeratedItem,
  state: ModerationState,
  reason: string | null,
) {
  const { table } = kind;
  await db.update(table).set({ moderationState: state, moderationReason: reason }).where(eq(table.id, target.id));
}

/** Decides on an item: its state, the log, the queue, the figures and the author's notice, in the caller's transaction. */
export async function decide(
  db: Database,
  kind: ModeratedKind,
  hooks: ModerationHooks,
  moderator: Viewer,
  target: ModeratedItem,
  action: ModerationAction,
  reason: string,
): Promise<DecisionRow> {
  const newState = MODERATION_ACTION_STATES[action];
  await setState(db, kind, target, newState, newState === 'VISIBLE' ? null : reason);
  const [decision] = await db
    .insert(moderationDecisions)
    .values({
      targetType: target.type,
      targetId: target.id,
      action,
      reason,
      moderatorId: moderator.id,
      previousState: target.state,
      newState,
    })
    .returning();
  const row = decision as DecisionRow;
  await db
    .update(complaints)
    .set({ closedAt: row.createdAt })
    .where(
      and(eq(complaints.targetType, target.type), eq(complaints.targetId, target.id), isNull(complaints.closedAt)),
    );
  await db
    .insert(moderationItems)
    .values({
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      lastDecisionAt: row.createdAt,
    })
    .onConflictDoUpdate({
      target: [moderationItems.targetType, moderationItems.targetId],
      set: { openComplaints: 0, heldReason: null, heldAt: null, lastDecisionAt: row.createdAt },
    });
  await kind.afterDecision?.(db, target, { previous: target.state, next: newState });
  if (target.authorId && target.authorId !== moderator.id && newState !== target.state) {
    await hooks.notifyDecision(db, {
      userId: target.authorId,
      decisionId: row.id,
      targetType: target.type,
      targetId: target.id,
      action,
      previousState: target.state,
      state: newState,
      reason,
      title: target.title,
      link: target.link,
    });
  }
  return row;
}

/**
 * Whether moderation has had to do with the item: someone complained, the brakes held it, or a moderator decided on
 * it. Only such items are a moderator's to open by id: the rest belong to whoever may see them (a note to its author
 * alone), and an id is not a reason to read them.
 */
export async function inModeration(db: Database, type: ComplaintTarget, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationItems.targetId })
    .from(moderationItems)
    .where(and(eq(moderationItems.targetType, type), eq(moderationItems.targetId, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Hiding an account ends all its sessions, in the decision's transaction (reason 'account-hidden'): whoever holds
 * them is signed out on every device at once, open chat sockets included. It is not a ban: the person may sign in
 * again, and then sees their own profile marked hidden with the moderator's reason. Answers the sessions ended, for
 * the caller to disconnect once the transaction has committed.
 */
export async function endSessionsOfHidden(
  db: Database,
  kind: ModeratedKind,
  hooks: ModerationHooks,
  target: ModeratedItem,
  action: ModerationAction,
): Promise<string[]> {
  if (!kind.account || action !== 'HIDE') return [];
  return hooks.endSessions(db, target.id);
}
