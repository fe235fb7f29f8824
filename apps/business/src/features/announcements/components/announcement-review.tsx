import { ApiError } from '@mesto/api-client';
import { EditorForm, FormField, useEditorForm } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, formatDateTime, timeZoneLabel, unquoteTitle } from '@mesto/domain';
import {
  Button,
  Card,
  DateTimePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Textarea,
} from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { TagsField } from '../../../components/catalogue/tags-field.tsx';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement, AnnouncementDraft, ExtractedEvent } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';
import { DuplicateAction, EventChoice, RejectAction } from './review-actions.tsx';
import {
  changedFields,
  checkReview,
  draftOf,
  originsOf,
  passedStart,
  publishBody,
  type RequiredField,
  type ReviewedField,
  type ReviewValues,
  timeStillMissing,
  toDraft,
  toReviewValues,
  unsureFieldsOf,
} from './review-values.ts';
import { OriginHint, ReviewedFieldFrame } from './reviewed-field.tsx';
import { SourceText } from './source-text.tsx';
import { StartDayAndTime } from './start-day-time.tsx';

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
  moveEventId: text.postponement.event,
};

/** How an announcement's work ended: the saved announcement (its event, or the event it repeats). */
type ReviewOutcome = Announcement;

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

/** The question before publishing a start that has passed; answered true to publish all the same. */
type PastStartQuestion = { when: string; answer: (publish: boolean) => void };

/**
 * The raw text beside the draft it became. Each checked field shows how sure the reader was and why (the words of
 * the text, the model, the catalogue); the unsure ones are framed in amber until changed, and an unsure title, start
 * or place waits for the person's «Верно» (or a correction) before publishing. A start the text gave only the day of
 * asks for its time. Pointing at a field or moving the focus into it marks its words in the text. Publish creates the
 * event (asking first when its start has passed); a postponement moves the event it concerns instead; reject and
 * duplicate end the announcement without one.
 */
export function AnnouncementReview({
  announcement,
  extracted,
  extractedIndex = 0,
  postponed = false,
  onDone,
}: {
  announcement: Announcement;
  /** The extracted event this review starts from; undefined when the text held none. */
  extracted: ExtractedEvent | undefined;
  /** Its position among the events of the post: the others are kept for the next turn when this one is published. */
  extractedIndex?: number;
  /** The post moves an event announced before to a new date. */
  postponed?: boolean;
  onDone: (outcome: ReviewOutcome) => void;
}) {
  // The first event found was stored as the draft (and may have been edited before); another one starts afresh.
  const fromText = extracted === undefined ? EMPTY_DRAFT : draftOf(extracted);
  const startFrom =
    announcement.draft !== null && (extracted === undefined || announcement.extraction?.events[0] === extracted)
      ? announcement.draft
      : fromText;
  const flagged = extracted?.duplicateOf ?? null;
  const places = usePlaceOptions('all');
  const save = useSaveAnnouncement();
  const [pointed, setPointed] = useState<ReviewedField | null>(null);
  const [focused, setFocused] = useState<ReviewedField | null>(null);
  const [pastStart, setPastStart] = useState<PastStartQuestion | null>(null);
  const shown = pointed ?? focused;
  // The text named a day without a time: the day and the time are set apart for as long as the review lasts.
  const dayOnly = extracted?.startTimeKnown === false;
  const origins = extracted === undefined ? null : originsOf(extracted);
  const context = { unsure: unsureFieldsOf(origins), fromText };

  const place = (placeId: string) => places.data.find((candidate) => candidate.id === placeId);
  const zoneOf = (placeId: string) => place(placeId)?.timeZone ?? DEFAULT_TIME_ZONE;

  /** Asks before publishing a start that has passed; resolves true to publish all the same. */
  const askPastStart = (start: Date, placeId: string) =>
    new Promise<boolean>((resolve) =>
      setPastStart({
        when: formatDateTime(start, zoneOf(placeId)),
        answer: (publish) => {
          setPastStart(null);
          resolve(publish);
        },
      }),
    );

  const form = useEditorForm<ReviewValues, Announcement>({
    initial: toReviewValues(
      { ...startFrom, title: unquoteTitle(startFrom.title) },
      {
        startTimeMissing: timeStillMissing(startFrom, extracted),
        move: postponed && flagged !== null,
        moveEventId: postponed ? (flagged?.eventId ?? '') : '',
      },
    ),
    validate: (values) => checkReview(values, context),
    save: async (values) => {
      const passed = passedStart(values);
      if (passed !== null && !(await askPastStart(passed, values.placeId))) {
        // Not published: the start is where the person goes next, with what stopped the publishing under it.
        throw new ApiError(text.pastStart.cancelled, null, { fields: { startsAt: text.pastStart.cancelled } });
      }
      return save.mutateAsync({
        body: {
          id: announcement.id,
          ...publishBody(values),
          fromExtracted: extractedIndex,
          ...(passed === null ? {} : { confirmPastStart: true }),
        },
      });
    },
    afterSave: (saved) => {
      onDone(saved);
      return undefined;
    },
  });

  const matched = extracted?.place.value ?? null;
  const timeZone = zoneOf(form.values.placeId);
  const edited = changedFields(form.values, fromText);
  const shownOrigin = shown === null || origins === null || edited.has(shown) ? null : origins[shown];
  const moving = form.values.move;

  const confirmationOf = (field: ReviewedField) => {
    if (!context.unsure.has(field as RequiredField)) return undefined;
    const required = field as RequiredField;
    // A start still without its time is not confirmed as it stands: it needs the time.
    if (required === 'startsAt' && form.values.startTimeMissing) return undefined;
    return {
      label: { title: text.title, startsAt: text.startsAt, place: text.place }[required],
      confirmed: form.values.confirmed.includes(required),
      onChange: (confirmed: boolean) =>
        form.setValue('confirmed', (current) =>
          confirmed
            ? [...current.filter((one) => one !== required), required]
            : current.filter((one) => one !== required),
        ),
    };
  };

  const reviewed = (field: ReviewedField) => {
    if (origins === null) return { hint: undefined, frame: (children: ReactNode) => children };
    const confirmation = confirmationOf(field);
    return {
      hint: (
        <OriginHint origin={origins[field]} edited={edited.has(field)} confirmed={confirmation?.confirmed ?? false} />
      ),
      frame: (children: ReactNode) => (
        <ReviewedFieldFrame
          field={field}
          origin={origins[field]}
          edited={edited.has(field)}
          confirmation={confirmation}
          onPoint={setPointed}
          onFocusField={setFocused}
        >
          {children}
        </ReviewedFieldFrame>
      ),
    };
  };

  const title = reviewed('title');
  const startsAt = reviewed('startsAt');
  const endsAt = reviewed('endsAt');
  const price = reviewed('price');
  const ticketUrl = reviewed('ticketUrl');
  const placeField = reviewed('place');
  const tags = reviewed('tags');

  /** The start took a time: set by the person, so looked at. */
  const setStart = (value: string | null, timeMissing: boolean) => {
    form.setValue('startsAt', value);
    form.setValue('startTimeMissing', timeMissing);
    form.setValue('confirmed', (current) => {
      const others = current.filter((one) => one !== 'startsAt');
      return timeMissing ? others : [...others, 'startsAt'];
    });
  };

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
          submitLabel={moving ? text.postponement.submit : text.publish}
          fieldLabels={fieldLabels}
          actions={
            <>
              <RejectAction announcement={announcement} draft={toDraft(form.values)} onDone={onDone} />
              <DuplicateAction
                announcement={announcement}
                draft={toDraft(form.values)}
                flagged={flagged}
                placeId={form.values.placeId}
                onDone={onDone}
              />
            </>
          }
        >
          {postponed ? (
            <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
              <legend className="mb-1.5 text-sm font-medium">{text.postponement.label}</legend>
              <SegmentedControl
                aria-label={text.postponement.label}
                options={[
                  { value: 'move', label: text.postponement.move },
                  { value: 'create', label: text.postponement.create },
                ]}
                value={moving ? 'move' : 'create'}
                onValueChange={(choice) => form.setValue('move', choice === 'move')}
                className="self-start"
              />
              {moving ? (
                <FormField
                  form={form}
                  name="moveEventId"
                  label={text.postponement.event}
                  hint={text.postponement.eventHint}
                  required
                >
                  <EventChoice
                    flagged={flagged}
                    placeId={form.values.placeId}
                    value={form.values.moveEventId}
                    onChange={(eventId) => form.setValue('moveEventId', eventId)}
                    onBlur={() => form.touch('moveEventId')}
                  />
                </FormField>
              ) : null}
            </fieldset>
          ) : null}
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
                <FormField
                  form={form}
                  name="startsAt"
                  label={text.startsAt}
                  hint={form.values.startTimeMissing ? text.startTimeMissing : startsAt.hint}
                  required
                >
                  {dayOnly ? (
                    <StartDayAndTime
                      key={`starts-${timeZone}`}
                      value={form.values.startsAt}
                      timeMissing={form.values.startTimeMissing}
                      timeZone={timeZone}
                      timeLabel={text.startTime}
                      onChange={setStart}
                      onBlur={() => form.touch('startsAt')}
                    />
                  ) : (
                    <DateTimePicker
                      key={`starts-${timeZone}`}
                      value={form.values.startsAt}
                      onChange={(value) => form.setValue('startsAt', value)}
                      onBlur={() => form.touch('startsAt')}
                      timeZone={timeZone}
                    />
                  )}
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
      <Dialog open={pastStart !== null} onOpenChange={(open) => (open ? undefined : pastStart?.answer(false))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{text.pastStart.title}</DialogTitle>
            <DialogDescription>{pastStart === null ? null : text.pastStart.question(pastStart.when)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => pastStart?.answer(false)}>
              {text.pastStart.cancel}
            </Button>
            <Button onClick={() => pastStart?.answer(true)}>{text.pastStart.publish}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
