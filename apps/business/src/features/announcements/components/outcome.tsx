import { quoted } from '@mesto/domain';
import { buttonVariants } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { visitorSiteUrl } from '../../../lib/visitor-site.ts';
import type { Announcement } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.stream;

/** The public page of an event on the visitor site. */
const eventOnSite = (code: string) => `${visitorSiteUrl()}event/${encodeURIComponent(code)}`;

/**
 * What became of the announcement just finished: its event (in the panel and on the site), the one it repeats, or
 * the one a postponement moved.
 */
export function Outcome({ announcement }: { announcement: Announcement }) {
  if (
    announcement.status !== 'PUBLISHED' &&
    announcement.status !== 'REJECTED' &&
    announcement.status !== 'DUPLICATE'
  ) {
    return null;
  }
  const event = announcement.status === 'PUBLISHED' ? announcement.event : announcement.duplicateOf;
  // A published postponement moved the event it repeats rather than creating one.
  const moved = announcement.status === 'PUBLISHED' && event !== null && announcement.duplicateOfEventId === event.id;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-border bg-surface-muted px-4 py-3"
    >
      <p className="font-medium">
        {moved ? text.moved : text.done[announcement.status]}
        {event === null ? null : `: ${quoted(event.title)}`}
      </p>
      {event === null || announcement.status === 'REJECTED' ? null : (
        <span className="flex flex-wrap gap-2">
          <Link to={paths.eventEditor.getHref(event.code)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {text.openEvent}
          </Link>
          <a href={eventOnSite(event.code)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {text.openEventOnSite}
          </a>
        </span>
      )}
    </div>
  );
}
