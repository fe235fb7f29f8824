import { DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  NativeSelect,
} from '@mesto/ui';
import { useState } from 'react';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaceEvents } from '../api/place-events.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement, AnnouncementDraft, ExtractedEvent } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.review;

type Flagged = ExtractedEvent['duplicateOf'];

/**
 * The existing event an announcement concerns: the one the reader flagged first (chosen already), then every coming
 * event of the chosen place. Used to mark a duplicate and to say which event a postponement moves. Put it in a
 * Field: it takes the field's label and description.
 */
export function EventChoice({
  flagged,
  placeId,
  value,
  onChange,
  onBlur,
}: {
  flagged: Flagged;
  placeId: string;
  value: string;
  onChange: (eventId: string) => void;
  onBlur?: () => void;
}) {
  const events = usePlaceEvents(placeId);
  const choices = (events.data ?? []).filter((event) => event.id !== flagged?.eventId);
  return (
    <NativeSelect value={value} onChange={(change) => onChange(change.target.value)} onBlur={onBlur}>
      <option value="">{text.pickEvent}</option>
      {flagged === null ? null : (
        <option value={flagged.eventId}>
          {`${flagged.title} · ${formatDateTime(new Date(flagged.startsAt), DEFAULT_TIME_ZONE)}`}
        </option>
      )}
      {choices.map((event) => (
        <option key={event.id} value={event.id}>
          {`${event.title} · ${formatDateTime(new Date(event.startsAt), event.timeZone)}`}
        </option>
      ))}
    </NativeSelect>
  );
}

/** «Отклонить»: the announcement is no event; the draft as it stands is kept with it. */
export function RejectAction({
  announcement,
  draft,
  onDone,
}: {
  announcement: Announcement;
  draft: AnnouncementDraft;
  onDone: (saved: Announcement) => void;
}) {
  const save = useSaveAnnouncement();
  return (
    <Button
      variant="secondary"
      loading={save.isPending}
      onClick={() =>
        // A failure is already shown by the API client's toast; the announcement stays open.
        void save
          .mutateAsync({ body: { id: announcement.id, draft, status: 'REJECTED' } })
          .then(onDone)
          .catch(() => {})
      }
    >
      {text.reject}
    </Button>
  );
}

/**
 * «Дубликат»: the announcement repeats an event that exists. The one the reader flagged (same place, start within
 * an hour, a similar title) is chosen already and linked; any coming event of the chosen place can be picked.
 */
export function DuplicateAction({
  announcement,
  draft,
  flagged,
  placeId,
  onDone,
}: {
  announcement: Announcement;
  draft: AnnouncementDraft;
  flagged: Flagged;
  placeId: string;
  onDone: (saved: Announcement) => void;
}) {
  const [open, setOpen] = useState(false);
  const [eventId, setEventId] = useState(flagged?.eventId ?? '');
  const save = useSaveAnnouncement();

  const confirm = () =>
    void save
      .mutateAsync({ body: { id: announcement.id, draft, status: 'DUPLICATE', duplicateOfEventId: eventId } })
      .then((saved) => {
        setOpen(false);
        onDone(saved);
      })
      .catch(() => {});

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text.duplicate}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.duplicateOf}</DialogTitle>
          <DialogDescription>{text.duplicateOfHint}</DialogDescription>
        </DialogHeader>
        {flagged === null ? null : (
          <p className="text-sm">
            {announcementMessages.extraction.duplicate}{' '}
            <RouterLink href={paths.eventEditor.getHref(flagged.code)} className="font-medium underline">
              {flagged.title}
            </RouterLink>
          </p>
        )}
        <Field label={text.duplicateOf}>
          <EventChoice flagged={flagged} placeId={placeId} value={eventId} onChange={setEventId} />
        </Field>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {announcementMessages.add.cancel}
          </Button>
          <Button disabled={eventId === ''} loading={save.isPending} onClick={confirm}>
            {text.confirmDuplicate}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
