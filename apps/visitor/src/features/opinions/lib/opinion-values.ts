import type { FieldErrors } from '@mesto/app-shell';
import {
  defaultVisibilityOf,
  OPINION_PHOTO_LIMIT,
  OPINION_TEXT_RULE,
  type OpinionTag,
  RATING_MAX,
  RATING_MIN,
  tooManyPhotosMessage,
  VISIBILITY_SETTINGS,
  type Visibility,
  validateText,
} from '@mesto/domain';
import type { OpinionBlank } from '../api/get-opinion-blank.ts';
import type { Opinion } from '../api/search-opinions.ts';
import { opinionsMessages } from '../messages.ts';

/** What the opinion editor holds: stars (0 until chosen), the text as typed, the praised tags and the audience. */
export type OpinionValues = {
  rating: number;
  text: string;
  tags: OpinionTag[];
  /** Stored images the author uploaded, in order (at most OPINION_PHOTO_LIMIT). */
  photoFileIds: string[];
  visibility: Visibility;
};

/** What an opinion is about: a place or an event, with what its page and the editor's heading need. */
export type OpinionSubjectRef = { kind: 'place' | 'event'; id: string; code: string; name: string };

/**
 * A new opinion's values. The API's blank already starts from the person's default audience for opinions; the
 * session's settings are applied again so a default changed a moment ago in the profile editor counts at once.
 */
export function valuesOfBlank(blank: OpinionBlank, settings: { [key: string]: unknown } = {}): OpinionValues {
  const visibility =
    VISIBILITY_SETTINGS.opinions in settings ? defaultVisibilityOf(settings, 'opinions') : blank.visibility;
  return {
    rating: blank.rating,
    text: blank.text,
    tags: [...blank.tags],
    photoFileIds: [...blank.photoFileIds],
    visibility,
  };
}

export function valuesOfOpinion(opinion: Opinion): OpinionValues {
  return {
    rating: opinion.rating,
    text: opinion.text,
    tags: [...opinion.tags],
    photoFileIds: [...opinion.photoFileIds],
    visibility: opinion.visibility,
  };
}

/** The subject of a saved opinion, or null when its place or event is gone. */
export function subjectOfOpinion(opinion: Opinion): OpinionSubjectRef | null {
  if (opinion.place !== null) return { kind: 'place', ...opinion.place };
  if (opinion.event !== null) {
    return { kind: 'event', id: opinion.event.id, code: opinion.event.code, name: opinion.event.title };
  }
  return null;
}

/** The checks the server makes too, with the same rules, so most mistakes show before a save is tried. */
export function checkOpinion(values: OpinionValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(values.rating) || values.rating < RATING_MIN || values.rating > RATING_MAX) {
    errors.rating = opinionsMessages.editor.chooseRating;
  }
  const text = validateText(values.text, OPINION_TEXT_RULE);
  if (!text.ok) errors.text = text.error.message;
  if (values.photoFileIds.length > OPINION_PHOTO_LIMIT) errors.photoFileIds = tooManyPhotosMessage(OPINION_PHOTO_LIMIT);
  return errors;
}

/** The editor's body: the subject only for a new opinion (it cannot change), the text trimmed. */
export function toOpinionBody(values: OpinionValues, subject: OpinionSubjectRef, existingId: string | null) {
  const fields = {
    rating: values.rating,
    text: values.text.trim(),
    tags: values.tags,
    photoFileIds: values.photoFileIds,
    visibility: values.visibility,
  };
  if (existingId !== null) return { id: existingId, ...fields };
  return subject.kind === 'place' ? { placeId: subject.id, ...fields } : { eventId: subject.id, ...fields };
}
