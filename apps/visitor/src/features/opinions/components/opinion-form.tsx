import { EditorForm, FormField, useEditorForm, useImageUpload } from '@mesto/app-shell';
import { formatNumber, OPINION_PHOTO_LIMIT, OPINION_TAG_LABELS, OPINION_TAGS, OPINION_TEXT_RULE } from '@mesto/domain';
import { buttonVariants, PhotoListEditor, RatingInput, Textarea, ToggleTag, toast, VisibilityPicker } from '@mesto/ui';
import { Link } from 'react-router';
import { useStoredFileMap } from '../../../api/get-file-urls.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { useDeleteOpinion } from '../api/delete-opinion.ts';
import { useSaveOpinion } from '../api/save-opinion.ts';
import type { Opinion } from '../api/search-opinions.ts';
import {
  checkOpinion,
  type OpinionSubjectRef,
  type OpinionValues,
  toOpinionBody,
  valuesOfOpinion,
} from '../lib/opinion-values.ts';
import { opinionsMessages } from '../messages.ts';
import { DeleteOpinionDialog } from './delete-opinion-dialog.tsx';

const text = opinionsMessages.editor;

const fieldLabels = {
  rating: text.rating,
  text: text.text,
  tags: text.tags,
  photoFileIds: text.photos,
  visibility: text.visibility,
};

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

/** The page of what the opinion is about: where one goes after saving. */
export function subjectHref(subject: OpinionSubjectRef): string {
  return subject.kind === 'place' ? paths.place.getHref(subject.code) : paths.event.getHref(subject.code);
}

type OpinionFormProps = {
  subject: OpinionSubjectRef;
  /** The values to start from: the person's opinion, or the blank. */
  initial: OpinionValues;
  /** The opinion being changed; null for a new one. */
  existing: Opinion | null;
  /** May the person delete `existing` (check_access). */
  canDelete: boolean;
  /** Saved or deleted: the screen goes on to this page (the subject's). */
  onDone: (href: string) => void;
};

/**
 * Stars, a few words, what was liked and who sees it. Saving goes to the subject's page with a toast; the author's
 * own opinion can also be deleted there, after a question.
 */
export function OpinionForm({ subject, initial, existing, canDelete, onDone }: OpinionFormProps) {
  const saveOpinion = useSaveOpinion();
  const deleteOpinion = useDeleteOpinion();
  const form = useEditorForm<OpinionValues, Opinion>({
    initial,
    validate: checkOpinion,
    save: async (values) => {
      const saved = await saveOpinion.mutateAsync({ body: toOpinionBody(values, subject, existing?.id ?? null) });
      // An opinion the automatic brakes hold is saved, but others see it only after a moderator's look.
      if (saved.moderation?.state === 'HELD') toast({ severity: 'info', title: text.held, description: text.heldHint });
      else toast({ severity: 'success', description: existing === null ? text.saved : text.savedEdit });
      onDone(subjectHref(subject));
      return saved;
    },
    afterSave: valuesOfOpinion,
  });

  const upload = useImageUpload(env.apiUrl);
  const photos = useStoredFileMap(form.values.photoFileIds);
  const length = form.values.text.trim().length;
  return (
    <EditorForm
      form={form}
      label={text.form}
      submitLabel={existing === null ? text.submit : text.submitEdit}
      fieldLabels={fieldLabels}
      actions={
        <>
          <Link to={subjectHref(subject)} className={buttonVariants({ variant: 'ghost' })}>
            {text.cancel}
          </Link>
          {existing !== null && canDelete ? (
            <DeleteOpinionDialog
              deleting={deleteOpinion.isPending}
              onConfirm={async () => {
                await deleteOpinion.mutateAsync({ params: { path: { id: existing.id } } });
                toast({ severity: 'success', description: opinionsMessages.remove.done });
                onDone(subjectHref(subject));
              }}
            />
          ) : null}
        </>
      }
    >
      <RatingInput
        id={form.fieldId('rating')}
        label={text.rating}
        required
        value={form.values.rating === 0 ? null : form.values.rating}
        onChange={(rating) => {
          form.setValue('rating', rating);
          form.touch('rating');
        }}
        error={form.error('rating')}
      />
      <div className="flex flex-col gap-1">
        <FormField form={form} name="text" label={text.text} hint={text.textHint}>
          <Textarea {...form.bind('text')} rows={5} />
        </FormField>
        <p
          aria-hidden="true"
          className={`self-end text-sm tabular-nums ${length > OPINION_TEXT_RULE.max ? 'text-danger' : 'text-muted-foreground'}`}
        >
          {text.counter(formatNumber(length), formatNumber(OPINION_TEXT_RULE.max))}
        </p>
      </div>
      <FormField form={form} name="tags" label={text.tags} group>
        <div className="flex flex-wrap gap-2">
          {OPINION_TAGS.map((tag) => (
            <ToggleTag
              key={tag}
              selected={form.values.tags.includes(tag)}
              onClick={() => form.setValue('tags', (tags) => toggled(tags, tag))}
            >
              {OPINION_TAG_LABELS[tag]}
            </ToggleTag>
          ))}
        </div>
      </FormField>
      <FormField form={form} name="photoFileIds" label={text.photos} hint={text.photosHint(OPINION_PHOTO_LIMIT)} group>
        <PhotoListEditor
          value={form.values.photoFileIds}
          onChange={(ids) => form.setValue('photoFileIds', ids)}
          onAdd={(id) => form.setValue('photoFileIds', (current) => [...current, id])}
          upload={upload}
          files={photos}
          limit={OPINION_PHOTO_LIMIT}
          photoLabel={text.photo}
          label={text.photos}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <VisibilityPicker
          label={text.visibility}
          value={form.values.visibility}
          onChange={(visibility) => form.setValue('visibility', visibility)}
        />
        {form.error('visibility') === undefined ? null : (
          <p className="text-sm text-danger" role="alert">
            {form.error('visibility')}
          </p>
        )}
      </div>
    </EditorForm>
  );
}
