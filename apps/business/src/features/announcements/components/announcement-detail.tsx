import { useApi } from '@mesto/api-client/react';
import { ANNOUNCEMENT_STATUS_LABELS, DEFAULT_TIME_ZONE, formatDateTime } from '@mesto/domain';
import { Button, Card, EmptyState, Skeleton, Tag } from '@mesto/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement } from '../api/types.ts';
import { useAnnouncementLink } from '../hooks/use-announcements-search-params.ts';
import { announcementMessages } from '../messages.ts';
import { statusTone } from './announcement-row.tsx';
import { Outcome } from './outcome.tsx';
import { SourceText } from './source-text.tsx';
import { Workbench } from './work-stream.tsx';

const text = announcementMessages.detail;
const OPEN = new Set(['NEW', 'IN_WORK']);

/** The announcement's own line: status, source, when it came. */
function Meta({ announcement }: { announcement: Announcement }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <Tag tone={statusTone[announcement.status]}>{ANNOUNCEMENT_STATUS_LABELS[announcement.status]}</Tag>
      <span className="min-w-0 font-medium text-foreground [overflow-wrap:anywhere]">{announcement.source}</span>
      <span>
        {announcementMessages.list.received(formatDateTime(new Date(announcement.createdAt), DEFAULT_TIME_ZONE))}
      </span>
    </p>
  );
}

/** An announcement nobody may work on here: done, or held by another manager. Its text and what became of it. */
function Finished({ announcement, note }: { announcement: Announcement; note: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {text.title}
      </h2>
      <Meta announcement={announcement} />
      {note === null ? null : (
        <p role="note" className="rounded-card border border-border bg-surface-muted px-4 py-3">
          {note}
        </p>
      )}
      <Outcome announcement={announcement} />
      <SourceText
        rawText={announcement.rawText}
        source={announcement.source}
        sourceUrl={announcement.sourceUrl}
        shown={null}
      />
    </section>
  );
}

/**
 * One announcement opened from the list. One the manager holds is worked on right here, as in the stream; one
 * waiting in the stream is taken with «Взять в работу» (then it is theirs); one another manager holds, or one done,
 * shows its text and what became of it.
 */
export function AnnouncementDetail({ id }: { id: string }) {
  const { $api } = useApi();
  const linkTo = useAnnouncementLink();
  const save = useSaveAnnouncement();
  const query = useQuery(
    $api.queryOptions(
      'get',
      '/api/external-event-announcements',
      { params: { query: { id } } },
      { select: (page) => page.items[0] ?? null },
    ),
  );
  // What a save here answered, shown at once; the list's query, asked again after the save, takes over once newer.
  const [saved, setSaved] = useState<Announcement | null>(null);
  const keep = (announcement: Announcement) => setSaved(announcement);

  const back = (
    <Link to={linkTo('')} className="self-start font-medium underline underline-offset-2">
      <span aria-hidden="true">← </span>
      {text.back}
    </Link>
  );

  const content = () => {
    if (query.isPending) {
      return (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="text-muted-foreground">
            {text.loading}
          </p>
          <Skeleton className="h-64 rounded-card" />
        </div>
      );
    }
    if (query.isError) return <LoadFailed title={text.loadFailed} onRetry={() => void query.refetch()} />;
    const fetched = query.data;
    const announcement = saved !== null && (fetched === null || fetched.updatedAt < saved.updatedAt) ? saved : fetched;
    if (announcement === null) return <EmptyState title={text.notFound} description={text.notFoundHint} />;
    const claim = announcement.claim;
    if (!OPEN.has(announcement.status)) return <Finished announcement={announcement} note={null} />;
    if (claim !== null && !claim.mine) {
      return <Finished announcement={announcement} note={text.claimedByOther(claim.displayName)} />;
    }
    if (claim === null) {
      return (
        <section className="flex flex-col gap-4">
          <h2 className="text-2xl font-semibold">{text.title}</h2>
          <Meta announcement={announcement} />
          <Card className="flex flex-col items-start gap-3 p-4 sm:p-5">
            <p>{text.waiting}</p>
            <Button
              loading={save.isPending}
              onClick={() =>
                // A save of an open announcement claims it for the saver; a failure is shown by the client's toast.
                void save
                  .mutateAsync({ body: { id: announcement.id, status: 'IN_WORK' } })
                  .then(keep)
                  .catch(() => {})
              }
            >
              {text.take}
            </Button>
          </Card>
          <SourceText
            rawText={announcement.rawText}
            source={announcement.source}
            sourceUrl={announcement.sourceUrl}
            shown={null}
          />
        </section>
      );
    }
    return (
      <Workbench
        key={announcement.id}
        announcement={announcement}
        onDone={keep}
        release={
          <Button
            variant="ghost"
            size="sm"
            loading={save.isPending}
            onClick={() =>
              void save
                .mutateAsync({ body: { id: announcement.id, release: true } })
                .then(keep)
                .catch(() => {})
            }
          >
            {announcementMessages.stream.release}
          </Button>
        }
      />
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {back}
      {content()}
    </div>
  );
}
