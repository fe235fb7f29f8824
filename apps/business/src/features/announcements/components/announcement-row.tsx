import { ANNOUNCEMENT_STATUS_LABELS, type AnnouncementStatus, DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import { Tag, type TagTone } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Announcement } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.list;

/** Waiting asks for attention, done is fine, turned down is out of the way. */
const statusTone: Readonly<Record<AnnouncementStatus, TagTone>> = {
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

/** One announcement of the list: status, source, when it came, its first line, its event and who works on it. */
export function AnnouncementRow({ announcement }: { announcement: Announcement }) {
  const event = announcement.status === 'DUPLICATE' ? announcement.duplicateOf : announcement.event;
  return (
    <li className="flex flex-col gap-1.5 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Tag tone={statusTone[announcement.status]}>{ANNOUNCEMENT_STATUS_LABELS[announcement.status]}</Tag>
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{announcement.source}</span>
        <span className="text-sm text-muted-foreground">
          {text.received(formatDateTime(new Date(announcement.createdAt), DEFAULT_TIME_ZONE))}
        </span>
        {announcement.claim === null ? null : (
          <span className="text-sm text-muted-foreground">{text.claimedBy(announcement.claim.displayName)}</span>
        )}
      </div>
      <p className="line-clamp-2 break-words">{firstLine(announcement.rawText)}</p>
      {event === null ? null : (
        <p className="text-sm">
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
