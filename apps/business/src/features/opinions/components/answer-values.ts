import type { FieldErrors } from '@mesto/app-shell';
import { FEEDBACK_TAGS, FEEDBACK_TEXT_RULE, type FeedbackTag, validateText } from '@mesto/domain';

export type AnswerValues = { text: string; tags: FeedbackTag[] };

export const toAnswerValues = (answer: { text: string; tags: readonly FeedbackTag[] } | null): AnswerValues => ({
  text: answer?.text ?? '',
  tags: FEEDBACK_TAGS.filter((tag) => answer?.tags.includes(tag) ?? false),
});

/** The answer's own check: FEEDBACK_TEXT_RULE of @mesto/domain, the one the server applies. */
export function checkAnswer(values: AnswerValues): FieldErrors {
  const checked = validateText(values.text, FEEDBACK_TEXT_RULE);
  return checked.ok ? {} : { text: checked.error.message };
}

/** What `POST /api/feedbacks/editor` takes: the text trimmed, tags in the domain's order. */
export const toAnswerBody = (opinionId: string, values: AnswerValues) => ({
  opinionId,
  text: values.text.trim(),
  tags: values.tags,
});
