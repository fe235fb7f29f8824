import { z } from 'zod';
import { listQueryBase } from '../../lib/schemas.ts';
import { UserSummary } from '../../lib/user-card.ts';
import { subscriptionMessages } from './subscriptions.messages.ts';

export const SUBSCRIPTION_KINDS = ['USER', 'PLACE', 'ORGANISATION', 'EVENT_LIST'] as const;
export type SubscriptionKindValue = (typeof SUBSCRIPTION_KINDS)[number];

export const SubscriptionKind = z.enum(SUBSCRIPTION_KINDS).meta({ id: 'SubscriptionKind' });

/** The body field and the query parameter that name a target of each kind. */
export const targetNames = {
  USER: { field: 'userId', param: 'user' },
  PLACE: { field: 'placeId', param: 'place' },
  ORGANISATION: { field: 'organisationId', param: 'organisation' },
  EVENT_LIST: { field: 'eventListId', param: 'eventList' },
} as const satisfies Record<SubscriptionKindValue, { field: string; param: string }>;

const Key = z.string().trim().min(1).max(100);

/** Exactly one of the keys must be present: none names every field, several name all but the first. */
function exactlyOne(keys: readonly string[], none: string, many: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = keys.filter((key) => value[key] !== undefined);
    if (given.length === 0) {
      for (const key of keys) ctx.addIssue({ code: 'custom', path: [key], message: none });
    }
    for (const key of given.slice(1)) ctx.addIssue({ code: 'custom', path: [key], message: many });
  };
}

const bodyFields = SUBSCRIPTION_KINDS.map((kind) => targetNames[kind].field);
const queryParams = SUBSCRIPTION_KINDS.map((kind) => targetNames[kind].param);

export const SubscriptionTarget = z
  .object({
    userId: Key.optional().describe('A person to follow: their id, code or username.'),
    placeId: Key.optional().describe('A place: its id or code.'),
    organisationId: Key.optional().describe('An organisation: its id or code.'),
    eventListId: Key.optional().describe('An event list: its id or code.'),
  })
  .superRefine(exactlyOne(bodyFields, subscriptionMessages.chooseTarget, subscriptionMessages.oneTarget))
  .meta({ id: 'SubscriptionTarget', description: 'Exactly one of the four.' });

const targetQuery = {
  user: Key.optional().describe('A person: id, code or username.'),
  place: Key.optional().describe('A place: id or code.'),
  organisation: Key.optional().describe('An organisation: id or code.'),
  eventList: Key.optional().describe('An event list: id or code.'),
};

export const SubscriptionStatusQuery = z
  .object(targetQuery)
  .superRefine(exactlyOne(queryParams, subscriptionMessages.chooseStatusTarget, subscriptionMessages.oneFilter));

export const SubscriptionStatus = z
  .object({
    subscribed: z.boolean().describe('The caller follows the target.'),
    followedBack: z.boolean().describe('For a person: they follow the caller. Always false for other targets.'),
    friends: z.boolean().describe('For a person: the two follow each other.'),
    followers: z.number().int().describe('How many people follow the target.'),
  })
  .meta({ id: 'SubscriptionStatus', description: 'What a follow button needs to know.' });

export const SubscriptionListQuery = z
  .object({
    subscriber: Key.optional().describe(
      'Whose subscriptions: a user id, code or username. Without it and without a target filter: the caller’s own.',
    ),
    ...targetQuery,
    kind: SubscriptionKind.optional().describe('Only subscriptions to targets of this kind.'),
    cursor: listQueryBase.cursor,
    limit: listQueryBase.limit,
  })
  .superRefine((query, ctx) => {
    const given = queryParams.filter((key) => query[key as keyof typeof query] !== undefined);
    for (const key of given.slice(1)) {
      ctx.addIssue({ code: 'custom', path: [key], message: subscriptionMessages.oneFilter });
    }
  });

const Ref = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

export const UserSubscription = z
  .object({
    id: z.uuid(),
    kind: SubscriptionKind,
    createdAt: z.iso.datetime(),
    subscriber: UserSummary,
    /** The one target, by its kind; the other three are null. */
    user: UserSummary.nullable(),
    place: Ref.nullable(),
    organisation: Ref.nullable(),
    eventList: Ref.nullable(),
  })
  .meta({ id: 'UserSubscription', description: 'Who follows what: one subscriber and exactly one target.' });
