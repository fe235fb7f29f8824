import { EditorForm, FormField, useEditorForm } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, timeZoneLabel } from '@mesto/domain';
import { Card, DateTimePicker, Input, NativeSelect, Skeleton, Textarea } from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { TagsField } from '../../../components/catalogue/tags-field.tsx';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement, AnnouncementDraft, ExtractedEvent } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';
import { DuplicateAction, RejectAction } from './review-actions.tsx';
import {
  changedFields,
  checkReview,
  draftOf,
  originsOf,
  type ReviewedField,
  type ReviewValues,
  toDraft,
  toReviewValues,
} from './review-values.ts';
import { OriginHint, ReviewedFieldFrame } from './reviewed-field.tsx';
import { SourceText } from './source-text.tsx';

const text = announcementMessages.review;

const fieldLabels = {
  title: text.title,
  description: text.description,
  startsAt: text.startsAt,
  endsAt: text.endsAt,
  price: text.price,
  ticketUrl: text.ticketUrl,
  placeId: text.place,
  tags: text.tags,
};

/** How an announcement's work ended: the saved announcement (its event, or the event it repeats). */
export type ReviewOutcome = Announcement;

const EMPTY_DRAFT: AnnouncementDraft = {
  title: '',
  description: '',
  startsAt: null,
  endsAt: null,
  price: null,
  ticketUrl: null,
  placeId: null,
  tags: [],
};

/**
 * The raw text beside the draft it became. Each checked field shows how sure the reader was and why (the words of
 * the text, the model, the catalogue); the unsure ones are framed in amber until changed. Pointing at a field or
 * moving the focus into it marks its words in the text. Publish creates the event; reject and duplicate end the
 * announcement without one.
 */
export function AnnouncementReview({
  announcement,
  extracted,
  extractedIndex = 0,
  onDone,
}: {
  announcement: Announcement;
  /** The extracted event this review starts from; undefined when the text held none. */
  extracted: ExtractedEvent | undefined;
  /** Its position among the events of the post: the others are kept for the next turn when this one is published. */
  extractedIndex?: number;
  onDone: (outcome: ReviewOutcome) => void;
}) {
  // The first event found was stored as the draft (and may have been edited before); another one starts afresh.
  const fromText = extracted === undefined ? EMPTY_DRAFT : draftOf(extracted);
  const startFrom =
    announcement.draft !== null && (extracted === undefined || announcement.extraction?.events[0] === extracted)
      ? announcement.draft
      : fromText;
  const places = usePlaceOptions('all');
  const save = useSaveAnnouncement();
  const [pointed, setPointed] = useState<ReviewedField | null>(null);
  const [focused, setFocused] = useState<ReviewedField | null>(null);
  const shown = pointed ?? focused;

  const form = useEditorForm<ReviewValues, Announcement>({
    initial: toReviewValues(startFrom),
    validate: checkReview,
    save: (values) =>
      save.mutateAsync({
        body: { id: announcement.id, draft: toDraft(values), status: 'PUBLISHED', fromExtracted: extractedIndex },
      }),
    afterSave: (saved) => {
      onDone(saved);
      return undefined;
    },
  });

  const matched = extracted?.place.value ?? null;
  const place = places.data.find((candidate) => candidate.id === form.values.placeId);
  const timeZone = place?.timeZone ?? DEFAULT_TIME_ZONE;
  const origins = extracted === undefined ? null : originsOf(extracted);
  const edited = changedFields(form.values, fromText);
  const shownOrigin = shown === null || origins === null || edited.has(shown) ? null : origins[shown];

  const reviewed = (field: ReviewedField) =>
    origins === null
      ? { hint: undefined, frame: (children: ReactNode) => children }
      : {
          hint: <OriginHint origin={origins[field]} edited={edited.has(field)} />,
          frame: (children: ReactNode) => (
            <ReviewedFieldFrame
              field={field}
              origin={origins[field]}
              edited={edited.has(field)}
              onPoint={setPointed}
              onFocusField={setFocused}
            >
              {children}
            </ReviewedFieldFrame>
          ),
        };

  const title = reviewed('title');
  const startsAt = reviewed('startsAt');
  const endsAt = reviewed('endsAt');
  const price = reviewed('price');
  const ticketUrl = reviewed('ticketUrl');
  const placeField = reviewed('place');
  const tags = reviewed('tags');

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
      <SourceText
        rawText={announcement.rawText}
        source={announcement.source}
        sourceUrl={announcement.sourceUrl}
        shown={shownOrigin}
      />
      <Card className="p-4 sm:p-5">
        <EditorForm
          className="flex flex-col gap-3"
          form={form}
          label={text.label}
          submitLabel={text.publish}
          fieldLabels={fieldLabels}
          actions={
            <>
              <RejectAction announcement={announcement} draft={toDraft(form.values)} onDone={onDone} />
              <DuplicateAction
                announcement={announcement}
                draft={toDraft(form.values)}
                flagged={extracted?.duplicateOf ?? null}
                placeId={form.values.placeId}
                onDone={onDone}
              />
            </>
          }
        >
          {title.frame(
            <FormField form={form} name="title" label={text.title} hint={title.hint} required>
              <Input {...form.bind('title')} autoComplete="off" />
            </FormField>,
          )}
          {placeField.frame(
            <FormField form={form} name="placeId" label={text.place} hint={placeField.hint} required>
              {places.isPending ? (
                <Skeleton className="h-11" />
              ) : (
                <NativeSelect
                  value={form.values.placeId}
                  onChange={(change) => form.setValue('placeId', change.target.value)}
                  onBlur={() => form.touch('placeId')}
                >
                  <option value="">{text.pickPlace}</option>
                  {matched !== null && !places.data.some((candidate) => candidate.id === matched.id) ? (
                    <option value={matched.id}>{matched.name}</option>
                  ) : null}
                  {places.data.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.address === '' ? candidate.name : `${candidate.name} · ${candidate.address}`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>,
          )}
          <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
            <legend className="mb-1.5 text-sm text-muted-foreground">
              {text.timeZone(timeZoneLabel(timeZone, Date.now()))}
            </legend>
            <div className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {startsAt.frame(
                <FormField form={form} name="startsAt" label={text.startsAt} hint={startsAt.hint} required>
                  <DateTimePicker
                    key={`starts-${timeZone}`}
                    value={form.values.startsAt}
                    onChange={(value) => form.setValue('startsAt', value)}
                    onBlur={() => form.touch('startsAt')}
                    timeZone={timeZone}
                  />
                </FormField>,
              )}
              {endsAt.frame(
                <FormField form={form} name="endsAt" label={text.endsAt} hint={endsAt.hint}>
                  <DateTimePicker
                    key={`ends-${timeZone}`}
                    value={form.values.endsAt}
                    onChange={(value) => form.setValue('endsAt', value)}
                    onBlur={() => form.touch('endsAt')}
                    timeZone={timeZone}
                  />
                </FormField>,
              )}
            </div>
          </fieldset>
          {price.frame(
            <FormField form={form} name="price" label={text.price} hint={price.hint ?? text.priceHint}>
              <Input {...form.bind('price')} inputMode="numeric" autoComplete="off" className="sm:w-56" />
            </FormField>,
          )}
          {ticketUrl.frame(
            <FormField form={form} name="ticketUrl" label={text.ticketUrl} hint={ticketUrl.hint ?? text.ticketUrlHint}>
              <Input {...form.bind('ticketUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
            </FormField>,
          )}
          {tags.frame(
            <FormField form={form} name="tags" label={text.tags} hint={tags.hint} group>
              <TagsField value={form.values.tags} onChange={(value) => form.setValue('tags', value)} />
            </FormField>,
          )}
          <FormField form={form} name="description" label={text.description}>
            <Textarea {...form.bind('description')} rows={5} />
          </FormField>
        </EditorForm>
      </Card>
    </div>
  );
}
