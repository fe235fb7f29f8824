import type { components } from '@mesto/api-client';
import { EditorForm, FormField, type LeavesEditor, useEditorForm, useNow } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, timeZoneLabel, Visibility } from '@mesto/domain';
import {
  Button,
  buttonVariants,
  DateTimePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  isoToLocalInput,
  localInputToIso,
  SegmentedControl,
  Textarea,
  toast,
  VisibilityPicker,
} from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { RoomSubject } from '../api/find-subjects.ts';
import { useSaveRoom } from '../api/save-room.ts';
import { checkRoom, type RoomValues, toRoomBody, toRoomValues } from '../lib/room-values.ts';
import { roomMessages } from '../messages.ts';
import { SubjectPicker } from './subject-picker.tsx';

const text = roomMessages.editor;

type Room = components['schemas']['Room'];

/** A room is for the company that comes: the audiences that make sense for it (a note to oneself does not). */
const ROOM_VISIBILITIES = [Visibility.PUBLIC, Visibility.FRIENDS, Visibility.PRIVATE] as const;

const fieldLabels = {
  title: text.title,
  description: text.about,
  placeId: text.place,
  eventId: text.event,
  startsAt: text.startsAt,
  capacity: text.capacity,
  visibility: text.visibility,
};

const kindOptions = [
  { value: 'place' as const, label: text.subjectKinds.place },
  { value: 'event' as const, label: text.subjectKinds.event },
];

/** Another query (`?id=` of another room, or none for a new one) is another item: leaving for it loses the edits. */
const leavesEditor: LeavesEditor = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/** The same wall-clock time in another zone: choosing a place in another city keeps 19:00 at 19:00. */
function moveToZone(iso: string | null, from: string, to: string): string | null {
  if (iso === null || from === to) return iso;
  return localInputToIso(isoToLocalInput(iso, from), to);
}

type RoomFormProps = {
  initial: RoomValues;
  /** The place or event the room starts at (a saved room's, or the link's `?place=` / `?event=`). */
  initialSubject: RoomSubject | null;
  /** The saved room; absent for a new one. */
  room?: Room;
  onCreated?: (room: Room) => void;
  /** More buttons beside «Сохранить» (delete). */
  actions?: ReactNode;
};

/**
 * A new room or a saved one: what it is called, where the company goes (a place, or an event, found by name), when
 * it meets — typed by that place's clock —, how many may come and who sees it.
 */
export function RoomForm({ initial, initialSubject, room, onCreated, actions }: RoomFormProps) {
  const save = useSaveRoom();
  const now = useNow();
  // The chosen place and event as the picker shows them; the form holds only their ids.
  const [subjects, setSubjects] = useState<Record<RoomSubject['kind'], RoomSubject | null>>({
    place: initialSubject?.kind === 'place' ? initialSubject : null,
    event: initialSubject?.kind === 'event' ? initialSubject : null,
  });
  const savedStartsAt = room?.startsAt ?? null;
  const form = useEditorForm<RoomValues, Room>({
    initial,
    validate: (values) => checkRoom(values, savedStartsAt),
    save: async (values) => {
      const saved = await save.mutateAsync({
        body: { ...(room === undefined ? {} : { id: room.id }), ...toRoomBody(values) },
      });
      // A room the automatic brakes hold is saved, but others see it only after a moderator's look.
      if (saved.moderation?.state === 'HELD') toast({ severity: 'info', title: text.held, description: text.heldHint });
      else toast({ severity: 'success', description: room === undefined ? text.created : text.saved });
      return saved;
    },
    afterSave: (saved) => {
      if (room === undefined) onCreated?.(saved);
      return toRoomValues(saved);
    },
  });

  const kind = form.values.kind;
  const subject = subjects[kind];
  const timeZone = subject?.timeZone ?? DEFAULT_TIME_ZONE;
  const subjectField = kind === 'place' ? 'placeId' : 'eventId';
  const subjectError = form.error(subjectField) ?? form.error(kind === 'place' ? 'eventId' : 'placeId');

  const choose = (next: RoomSubject | null) => {
    setSubjects((current) => ({ ...current, [kind]: next }));
    form.setValue(subjectField, next?.id ?? '');
    if (next === null) return;
    form.setValue('startsAt', (startsAt) =>
      // An event room meets at the event's start unless another time is set.
      startsAt === null && next.startsAt !== null ? next.startsAt : moveToZone(startsAt, timeZone, next.timeZone),
    );
  };

  return (
    <EditorForm
      form={form}
      label={text.form}
      submitLabel={room === undefined ? text.submitNew : text.submit}
      fieldLabels={fieldLabels}
      leaves={leavesEditor}
      actions={
        <>
          <Link to={paths.rooms.getHref()} className={buttonVariants({ variant: 'ghost' })}>
            {text.toRooms}
          </Link>
          {actions}
        </>
      }
    >
      <FormField form={form} name="title" label={text.title} required>
        <Input {...form.bind('title')} placeholder={text.titlePlaceholder} autoComplete="off" />
      </FormField>
      <FormField form={form} name="description" label={text.about} hint={text.aboutHint}>
        <Textarea {...form.bind('description')} rows={3} />
      </FormField>
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1.5 text-sm font-medium">{text.subject}</legend>
        <SegmentedControl
          options={kindOptions}
          value={kind}
          onValueChange={(next) => form.setValue('kind', next)}
          aria-label={text.subject}
        />
        <Field
          id={form.fieldId(subjectField)}
          label={kind === 'place' ? text.placeSearch : text.eventSearch}
          error={subjectError}
          required
        >
          <SubjectPicker
            key={kind}
            kind={kind}
            selected={subject}
            onSelect={choose}
            onBlur={() => form.touch(subjectField)}
          />
        </Field>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="startsAt"
          label={text.startsAt}
          hint={
            kind === 'event' && form.values.startsAt === null
              ? text.startsAtEventHint
              : text.startsAtHint(timeZoneLabel(timeZone, now))
          }
          required={kind === 'place'}
        >
          <DateTimePicker
            key={`starts-${timeZone}`}
            value={form.values.startsAt}
            onChange={(startsAt) => form.setValue('startsAt', startsAt)}
            onBlur={() => form.touch('startsAt')}
            timeZone={timeZone}
          />
        </FormField>
        <FormField form={form} name="capacity" label={text.capacity} hint={text.capacityHint}>
          <Input {...form.bind('capacity')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <FormField form={form} name="visibility" label={text.visibility} group>
        <VisibilityPicker
          value={form.values.visibility}
          onChange={(visibility) => form.setValue('visibility', visibility)}
          options={ROOM_VISIBILITIES}
          label={text.visibility}
          hideLabel
        />
      </FormField>
    </EditorForm>
  );
}

/** The owner's way to delete the room, after a question. */
export function DeleteRoomButton({
  title,
  pending,
  onConfirm,
}: {
  title: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" className="text-danger" onClick={() => setOpen(true)}>
        {text.delete}
      </Button>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{text.deleteTitle(title)}</DialogTitle>
          <DialogDescription>{text.deleteDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {text.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
