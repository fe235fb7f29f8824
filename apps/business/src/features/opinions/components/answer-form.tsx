import type { components } from '@mesto/api-client';
import { EditorForm, FormField, useEditorForm } from '@mesto/app-shell';
import { FEEDBACK_TAG_LABELS, FEEDBACK_TAGS, FEEDBACK_TEXT_RULE } from '@mesto/domain';
import { Button, Textarea, ToggleTag, toast } from '@mesto/ui';
import { useSaveFeedback } from '../api/save-feedback.ts';
import { opinionsMessages } from '../messages.ts';
import { type AnswerValues, checkAnswer, toAnswerBody, toAnswerValues } from './answer-values.ts';

export type Feedback = components['schemas']['Feedback'];

const text = opinionsMessages.form;

/**
 * The answer to one opinion, written under it: the text (FEEDBACK_TEXT_RULE) and what it is about (FEEDBACK_TAGS).
 * The server's field messages show under the fields, and a failed save keeps what was typed.
 */
export function AnswerForm({
  opinionId,
  author,
  saved,
  onSaved,
  onCancel,
}: {
  opinionId: string;
  author: string;
  /** The answer written before, to edit; null for a first answer. */
  saved: { text: string; tags: Feedback['tags'] } | null;
  onSaved: (feedback: Feedback) => void;
  onCancel: () => void;
}) {
  const save = useSaveFeedback();
  const form = useEditorForm<AnswerValues, Feedback>({
    initial: toAnswerValues(saved),
    validate: checkAnswer,
    save: async (values) => {
      const feedback = await save.mutateAsync({ body: toAnswerBody(opinionId, values) });
      toast({ severity: 'success', description: text.saved });
      return feedback;
    },
    // The card shows the saved answer and closes the form.
    afterSave: (feedback) => {
      onSaved(feedback);
      return toAnswerValues(feedback);
    },
  });
  const chosen = new Set(form.values.tags);

  return (
    <EditorForm
      form={form}
      label={text.label(author)}
      submitLabel={saved === null ? text.submit : text.submitEdit}
      fieldLabels={{ text: text.text, tags: text.tags }}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4"
      actions={
        <Button variant="ghost" onClick={onCancel} disabled={form.saving}>
          {opinionsMessages.cancel}
        </Button>
      }
    >
      <FormField form={form} name="text" label={text.text} hint={text.textHint} required>
        <Textarea {...form.bind('text')} rows={3} maxLength={FEEDBACK_TEXT_RULE.max} />
      </FormField>
      <FormField form={form} name="tags" label={text.tags} hint={text.tagsHint} group>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_TAGS.map((tag) => (
            <ToggleTag
              key={tag}
              selected={chosen.has(tag)}
              onClick={() =>
                form.setValue('tags', (current) =>
                  current.includes(tag)
                    ? current.filter((item) => item !== tag)
                    : FEEDBACK_TAGS.filter((item) => item === tag || current.includes(item)),
                )
              }
            >
              {FEEDBACK_TAG_LABELS[tag]}
            </ToggleTag>
          ))}
        </div>
      </FormField>
    </EditorForm>
  );
}
