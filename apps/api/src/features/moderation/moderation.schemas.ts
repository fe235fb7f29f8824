import {
  COMPLAINT_REASONS,
  COMPLAINT_TARGETS,
  COMPLAINT_TEXT_MAX,
  HELD_REASONS,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
} from '@mesto/domain';
import { z } from 'zod';
import { ModerationStateSchema } from '../../lib/moderation.ts';
import { listQueryBase } from '../../lib/schemas.ts';
import { moderationMessages } from './moderation.messages.ts';

export const ComplaintTargetSchema = z.enum(COMPLAINT_TARGETS).meta({ id: 'ComplaintTarget' });
export const ComplaintReasonSchema = z.enum(COMPLAINT_REASONS).meta({ id: 'ComplaintReason' });
export const ModerationActionSchema = z.enum(MODERATION_ACTIONS).meta({ id: 'ModerationAction' });
export const HeldReasonSchema = z.enum(HELD_REASONS).meta({ id: 'HeldReason' });

const trimmed = (max: number, message: string) =>
  z
    .string()
    .max(max * 2 + 100)
    .overwrite((value) => value.trim())
    .refine((value) => value.length <= max, message);

export const ComplaintBody = z
  .object({
    targetType: ComplaintTargetSchema,
    targetId: z.uuid(),
    reason: ComplaintReasonSchema,
    text: trimmed(COMPLAINT_TEXT_MAX, moderationMessages.textTooLong)
      .optional()
      .describe('What is wrong, in the person’s words; required for OTHER.'),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'OTHER' && !body.text) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: moderationMessages.textRequired });
    }
  });

export const Complaint = z
  .object({
    id: z.uuid(),
    targetType: ComplaintTargetSchema,
    targetId: z.uuid(),
    reason: ComplaintReasonSchema,
    text: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Complaint' });

export const ComplaintTargetQuery = z.object({ targetType: ComplaintTargetSchema, targetId: z.uuid() });

export const ComplaintStatus = z
  .object({ complained: z.boolean().describe('The caller has already complained about this item.') })
  .meta({ id: 'ComplaintStatus' });

const PersonRef = z.object({ id: z.uuid(), name: z.string() });

export const ModerationDecision = z
  .object({
    id: z.uuid(),
    targetType: ComplaintTargetSchema,
    targetId: z.uuid(),
    action: ModerationActionSchema,
    reason: z.string(),
    /** Null when the moderator's account is gone. */
    moderator: PersonRef.nullable(),
    createdAt: z.iso.datetime(),
    previousState: ModerationStateSchema,
    newState: ModerationStateSchema,
  })
  .meta({ id: 'ModerationDecision' });

export const ModerationItem = z
  .object({
    targetType: ComplaintTargetSchema,
    targetId: z.uuid(),
    state: ModerationStateSchema,
    text: z.string().describe('What the item says (a room: its title and description; a profile: its about).'),
    title: z.string().describe('What it is about: the place, event, room or chat; a profile: the person’s name.'),
    link: z.string().describe('The visitor site’s path of the item, e.g. /place/<code>#opinion-<id>.'),
    author: z
      .object({ id: z.uuid(), name: z.string(), username: z.string().nullable(), createdAt: z.iso.datetime() })
      .nullable(),
    authorHistory: z.object({
      opinions: z.number().int(),
      hidden: z.number().int(),
      deleted: z.number().int(),
      complaintsAgainst: z.number().int(),
    }),
    complaints: z.number().int().describe('Open complaints; when none is open, all complaints ever made.'),
    reasons: z.array(z.object({ reason: ComplaintReasonSchema, count: z.number().int() })),
    lastComplaintAt: z.iso.datetime().nullable(),
    heldReason: HeldReasonSchema.nullable(),
    decisions: z.array(ModerationDecision).describe('Earlier decisions on the item, newest first.'),
  })
  .meta({ id: 'ModerationItem' });

export const ModerationItemDetails = ModerationItem.extend({
  complaintsList: z.array(
    z.object({
      reason: ComplaintReasonSchema,
      text: z.string(),
      createdAt: z.iso.datetime(),
      author: PersonRef.nullable(),
    }),
  ),
}).meta({ id: 'ModerationItemDetails' });

export const QueueStatus = z.enum(['OPEN', 'DECIDED', 'HELD']).meta({ id: 'ModerationQueueStatus' });

export const QueueQuery = z.object({
  status: QueueStatus.default('OPEN').describe(
    'OPEN: items with open complaints, most complained about first; HELD: held by the automatic brakes, oldest first; DECIDED: decided on, latest first.',
  ),
  cursor: listQueryBase.cursor,
  limit: listQueryBase.limit,
});

export const ModerationQueue = z
  .object({
    items: z.array(ModerationItem),
    nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  })
  .meta({ id: 'ModerationQueue' });

export const ItemParams = z.object({ targetType: ComplaintTargetSchema, targetId: z.uuid() });

export const DecisionBody = z
  .object({
    targetType: ComplaintTargetSchema,
    targetId: z.uuid(),
    action: ModerationActionSchema,
    reason: trimmed(MODERATION_REASON_MAX, moderationMessages.reasonTooLong)
      .optional()
      .describe('Why: the author is shown it. Required for HIDE and DELETE.'),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'KEEP' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: moderationMessages.reasonRequired });
    }
  });

export const DecisionsQuery = z.object({
  targetType: ComplaintTargetSchema.optional(),
  targetId: z.uuid().optional(),
  cursor: listQueryBase.cursor,
  limit: listQueryBase.limit,
});

export const ModerationDecisions = z
  .object({
    items: z.array(ModerationDecision),
    nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  })
  .meta({ id: 'ModerationDecisions' });
