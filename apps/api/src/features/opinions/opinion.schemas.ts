import {
  FEEDBACK_TAGS,
  FEEDBACK_TEXT_RULE,
  GENDERS,
  OPINION_PHOTO_LIMIT,
  OPINION_TAGS,
  OPINION_TEXT_RULE,
  RATING_MAX,
  RATING_MIN,
} from '@mesto/domain';
import { OpinionAnalysis as OpinionAnalysisContract } from '@mesto/text-intelligence';
import { z } from 'zod';
import { ModerationMark } from '../../lib/moderation.ts';
import { IdOrCode, PhotoFileIds, QueryList, Text, Visibility } from '../../lib/schemas.ts';
import { DEFAULT_VISIBILITY } from '../../lib/visibility.ts';

export const OpinionTag = z.enum(OPINION_TAGS).meta({ id: 'OpinionTag' });
export const FeedbackTag = z.enum(FEEDBACK_TAGS).meta({ id: 'FeedbackTag' });
// Left without a component name: rooms and visits declare the same enum, and two schemas under one name would clash
// in the OpenAPI document.

/** A tag list where each tag counts once, however often a form sent it. */
const TagList = <T extends z.ZodType>(tag: T, max: number) =>
  z
    .array(tag)
    .max(max * 4)
    .overwrite((tags) => [...new Set(tags)]);

const Ref = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

/** What an opinion says: sentiment, the aspects it talks about with their own sentiment, a one-line summary. */
export const OpinionAnalysis = OpinionAnalysisContract.meta({ id: 'OpinionAnalysis' });

export const OpinionAuthor = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarFileId: z.uuid().nullable(),
  /** For the wording a person sees («Был здесь» / «Была здесь»). */
  gender: z.enum(GENDERS).nullable(),
});

/** The business's answer as an opinion shows it. */
const OpinionAnswer = z.object({
  id: z.uuid(),
  text: z.string(),
  tags: z.array(FeedbackTag),
  organisation: Ref.nullable(),
  createdAt: z.iso.datetime(),
  /** Only those who still see a hidden answer get it (the team that wrote it): marked, with the reason. */
  moderation: ModerationMark,
});

export const Opinion = z
  .object({
    id: z.uuid(),
    code: z.string(),
    author: OpinionAuthor,
    authorBlocked: z.boolean().describe('The viewer has blocked the author: the apps fold it away.'),
    placeId: z.uuid().nullable(),
    place: Ref.nullable(),
    eventId: z.uuid().nullable(),
    event: z.object({ id: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() }).nullable(),
    rating: z.number().int(),
    text: z.string(),
    tags: z.array(OpinionTag),
    /** Stored images the author attached, in their order. */
    photoFileIds: z.array(z.uuid()),
    visibility: Visibility,
    /** «Был здесь»: the author checked in at the place within the days before writing (WAS_THERE_DAYS). */
    wasThere: z.boolean(),
    feedback: OpinionAnswer.nullable(),
    /**
     * What the opinion says, for those who may ask for it: the author, the team of the organisation it is about, and
     * ROOT. Null for everyone else, and until it has been read.
     */
    analysis: OpinionAnalysis.nullable(),
    /** Null while visible; HELD, HIDDEN («Скрыто модератором: причина») or DELETED for those who still see it. */
    moderation: ModerationMark,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Opinion' });

export const OpinionFields = z.object({
  placeId: z.uuid().nullable().optional().describe('The place the opinion is about; exactly one of placeId, eventId.'),
  eventId: z.uuid().nullable().optional().describe('The event the opinion is about; exactly one of placeId, eventId.'),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).describe('Stars, 1–5; 0 in the blank: none chosen yet.'),
  text: Text(OPINION_TEXT_RULE).optional(),
  tags: TagList(OpinionTag, OPINION_TAGS.length).optional(),
  photoFileIds: PhotoFileIds(OPINION_PHOTO_LIMIT).optional().describe('Images the author uploaded, in order.'),
  visibility: Visibility.optional().describe('PUBLIC by default.'),
});

export const opinionBlank = {
  placeId: null,
  eventId: null,
  rating: 0,
  text: '',
  tags: [],
  photoFileIds: [],
  visibility: DEFAULT_VISIBILITY,
};

const Rating = z.coerce.number().int().min(RATING_MIN).max(RATING_MAX);

export const OpinionListQuery = z.object({
  code: z.string().max(100).optional(),
  place: IdOrCode.optional().describe('Opinions about this place (its id or code).'),
  event: IdOrCode.optional().describe('Opinions about this event (its id or code).'),
  author: IdOrCode.optional().describe('Opinions by this person (their id, code or username).'),
  organisation: IdOrCode.optional().describe("Opinions about this organisation's places and events."),
  mine: z.stringbool().optional().describe("Only opinions about places and events of the caller's organisations."),
  rating: Rating.optional().describe('Only opinions with exactly these stars.'),
  minRating: Rating.optional().describe('Only opinions with at least these stars.'),
  answered: z.stringbool().optional().describe('true: only answered opinions; false: only those still unanswered.'),
  tags: QueryList(OpinionTag).optional().describe('Opinions with every one of these tags.'),
});

export const UnansweredCountQuery = z.object({
  organisation: IdOrCode.optional().describe('Count only opinions about this organisation (its id or code).'),
});

export const Feedback = z
  .object({
    id: z.uuid(),
    opinionId: z.uuid(),
    text: z.string(),
    tags: z.array(FeedbackTag),
    organisation: Ref.nullable(),
    author: z.object({ id: z.uuid(), displayName: z.string() }),
    authorBlocked: z.boolean().describe('The viewer has blocked the author: the apps fold it away.'),
    moderation: ModerationMark,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Feedback' });

export const FeedbackFields = z.object({
  opinionId: z.uuid().describe('The opinion answered; answering it again replaces the answer.'),
  text: Text(FEEDBACK_TEXT_RULE),
  tags: TagList(FeedbackTag, FEEDBACK_TAGS.length).optional(),
});

export const feedbackBlank = { opinionId: '', text: '', tags: [] };

export const FeedbackListQuery = z.object({
  opinion: IdOrCode.optional().describe('The answer to this opinion (its id or code).'),
});
