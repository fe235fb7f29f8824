import type { ComplaintTarget, ModerationState } from '@mesto/domain';
import type { Database } from '../db/client.ts';
import type { feedbacks, messages, opinions, rooms, users } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

// The seam between moderation and the features whose items it moderates. Each such feature describes its kind of item
// (`<feature>.moderated.ts`) with these types, kept in lib: moderation never imports the feature, and the feature never
// imports moderation. The list of kinds is put together at the top (app.ts).

/** The tables whose rows carry their own moderation state and reason, which every read path filters on. */
export type ModeratedTable = typeof opinions | typeof feedbacks | typeof rooms | typeof messages | typeof users;

/** One item of any kind, as complaints and moderation see it. */
export type ModeratedItem = {
  type: ComplaintTarget;
  id: string;
  authorId: string | null;
  state: ModerationState;
  reason: string | null;
  text: string;
  /** What it is about: the place, event, room or chat; a profile: the person's name. */
  title: string;
  /** The visitor site's path of the item. */
  link: string;
  /** May this viewer see the item at all (its visibility, its chat, its moderation state)? */
  canView: (viewer: Viewer) => Promise<boolean>;
};

/** A decision's move of an item's state. */
export type StateChange = { previous: ModerationState; next: ModerationState };

/** What moderation needs to know of one kind of item. */
export type ModeratedKind<Type extends ComplaintTarget = ComplaintTarget> = {
  type: Type;
  /** The table whose row holds the item's moderation state and reason. */
  table: ModeratedTable;
  /** Loads an item with what the queue shows of it, or undefined when there is none. */
  load: (db: Database, id: string) => Promise<ModeratedItem | undefined>;
  /**
   * What depends on the item follows its state, in the decision's transaction: figures that count it (a place's
   * rating and counts), people who hear of it.
   */
  afterDecision?: (db: Database, item: ModeratedItem, change: StateChange) => Promise<void>;
  /** The item is an account: hiding it ends its sessions. */
  account?: boolean;
};
