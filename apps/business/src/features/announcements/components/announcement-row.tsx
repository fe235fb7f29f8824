import { ANNOUNCEMENT_STATUS_LABELS, type AnnouncementStatus, DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import { Tag, type TagTone } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Announcement } from '../api/types.ts';
import { useAnnouncementLink } from '../hooks/use-announcements-search-params.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.list;

/** Waiting asks for attention, done is fine, turned down is out of the way. */
export const statusTone: Readonly<Record<AnnouncementStatus, TagTone>> = {
  NEW: 'warn',
  IN_WORK: 'info',
  PUBLISHED: 'success',
  REJECTED: 'neutral',
  DUPLICATE: 'neutral',
};

/** The first line of the text that says something: what the post is about at a glance. */
const firstLine = (rawText: string) =>
  rawText
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? '';

/**
 * One announcement of the list: status, source, when it came, its first line, its event and who works on it.
 * «Открыть» opens the announcement; the whole row answers a click on it (the event's link keeps its own).
 */
export function AnnouncementRow({ announcement }: { announcement: Announcement }) {
  const linkTo = useAnnouncementLink();
  const event = announcement.status === 'DUPLICATE' ? announcement.duplicateOf : announcement.event;
  const received = formatDateTime(new Date(announcement.createdAt), DEFAULT_TIME_ZONE);
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors has-[a[data-open]:hover]:bg-surface-muted">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Tag tone={statusTone[announcement.status]}>{ANNOUNCEMENT_STATUS_LABELS[announcement.status]}</Tag>
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{announcement.source}</span>
        <span className="text-sm text-muted-foreground">{text.received(received)}</span>
        {announcement.claim === null ? null : (
          <span className="text-sm text-muted-foreground">{text.claimedBy(announcement.claim.displayName)}</span>
        )}
      </div>
      <p className="line-clamp-2 break-words">{firstLine(announcement.rawText)}</p>
      <Link
        to={linkTo(announcement.id)}
        data-open=""
        aria-label={text.openLabel(announcement.source, received)}
        className="self-start font-medium text-primary underline underline-offset-2 after:absolute after:inset-0 after:rounded-[inherit] after:content-['']"
      >
        {text.open}
      </Link>
      {event === null ? null : (
        <p className="relative z-10 text-sm">
          <span className="text-muted-foreground">
            {announcement.status === 'DUPLICATE' ? text.duplicateOf : text.event}:{' '}
          </span>
          <Link to={paths.eventEditor.getHref(event.code)} className="font-medium underline underline-offset-2">
            {event.title}
          </Link>
        </p>
      )}
    </li>
  );
}
