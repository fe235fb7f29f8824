import { useApi } from '@mesto/api-client/react';
import { DEFAULT_TIME_ZONE, formatCount, formatDateTime, formatTime } from '@mesto/domain';
import { Button, Card, EmptyState, SegmentedControl, Skeleton } from '@mesto/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement, Extraction } from '../api/types.ts';
import { extractionQueryOptions, useTakeNext } from '../api/work-stream.ts';
import { announcementMessages } from '../messages.ts';
import { AnnouncementReview } from './announcement-review.tsx';
import { Outcome } from './outcome.tsx';

const text = announcementMessages.stream;
const extractionText = announcementMessages.extraction;

/** Which reader answered, and why the model did not when it fell back. */
function ExtractionNote({ extraction }: { extraction: Extraction }) {
  if (extraction.fallback !== null) {
    return (
      <p role="note" className="rounded-card border border-warn bg-warn-soft px-4 py-3 text-warn-soft-foreground">
        {extractionText.fallback}: {extractionText.fallbackReasons[extraction.fallback.reason]}
        {extraction.fallback.message === '' ? null : (
          <span className="block text-sm opacity-80">{extraction.fallback.message}</span>
        )}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {extraction.model === null ? extractionText.builtin : extractionText.model(extraction.model)}
    </p>
  );
}

/**
 * What the reader found the announcement repeats: an existing event; for a postponement, the event it moves (or
 * that none was found).
 */
function FlaggedNote({ extraction, index }: { extraction: Extraction; index: number }) {
  const flagged = extraction.events[index]?.duplicateOf ?? null;
  if (extraction.postponed) {
    return (
      <p role="note" className="rounded-card border border-info bg-info-soft px-4 py-3 text-info-soft-foreground">
        {flagged === null
          ? extractionText.postponedNotFound
          : extractionText.postponed(flagged.title, formatDateTime(new Date(flagged.startsAt), DEFAULT_TIME_ZONE))}
      </p>
    );
  }
  if (flagged === null) return null;
  return (
    <p role="note" className="rounded-card border border-info bg-info-soft px-4 py-3 text-info-soft-foreground">
      {extractionText.duplicate} «{flagged.title}». {extractionText.duplicateHint}
    </p>
  );
}

/** One announcement in hand (taken from the stream, or opened from the list): read by text intelligence, then reviewed. */
export function Workbench({
  announcement,
  onDone,
  release,
}: {
  announcement: Announcement;
  onDone: (saved: Announcement) => void;
  /** «Вернуть в поток»: the announcement's claim ends and it waits for anyone again. */
  release: ReactNode;
}) {
  const { $api } = useApi();
  const extraction = useQuery({
    ...extractionQueryOptions($api, announcement.id),
    // A text read before (the stored result) shows at once; the reader is asked only for a new one.
    ...(announcement.extraction === null ? {} : { initialData: announcement.extraction }),
  });
  const [eventIndex, setEventIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the new announcement, not back at the top of the page.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const claim = announcement.claim;
  const heading = (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {text.inWork}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {claim === null ? null : (
          <p className="text-sm text-muted-foreground">
            {text.claimedUntil(formatTime(new Date(claim.expiresAt), DEFAULT_TIME_ZONE))}
          </p>
        )}
        {release}
      </div>
    </div>
  );

  if (extraction.isPending) {
    return (
      <section aria-busy="true" className="flex flex-col gap-4">
        {heading}
        <p role="status" className="text-muted-foreground">
          {text.reading}
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 rounded-card" />
          <Skeleton className="h-96 rounded-card" />
        </div>
      </section>
    );
  }
  if (extraction.isError) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <LoadFailed title={text.readFailed} onRetry={() => void extraction.refetch()} />
      </section>
    );
  }
  const events = extraction.data.events;
  const several = events.length > 1;
  return (
    <section className="flex flex-col gap-4">
      {heading}
      <ExtractionNote extraction={extraction.data} />
      {events.length === 0 ? <p role="note">{extractionText.nothing}</p> : null}
      {several ? (
        <SegmentedControl
          aria-label={extractionText.several(formatCount(events.length, extractionText.events))}
          options={events.map((_, index) => ({ value: String(index), label: extractionText.eventN(index + 1) }))}
          value={String(eventIndex)}
          onValueChange={(value) => setEventIndex(Number(value))}
          className="self-start"
        />
      ) : null}
      <FlaggedNote extraction={extraction.data} index={eventIndex} />
      <AnnouncementReview
        key={`${announcement.id}-${eventIndex}`}
        announcement={announcement}
        extracted={events[eventIndex]}
        extractedIndex={eventIndex}
        postponed={extraction.data.postponed}
        onDone={onDone}
      />
    </section>
  );
}

/**
 * The manager's work stream: «Взять следующий» claims the next announcement (no other manager gets it meanwhile),
 * its text is read into a draft, and publishing, rejecting or marking it a duplicate goes straight on to the next.
 * What became of the previous one stays above, with a link to its event.
 */
export function WorkStream() {
  const take = useTakeNext();
  const release = useSaveAnnouncement();
  const [current, setCurrent] = useState<Announcement | null>(null);
  const [last, setLast] = useState<Announcement | null>(null);
  const [empty, setEmpty] = useState(false);

  const next = () =>
    take
      .mutateAsync({ params: { query: { limit: 1 } } })
      .then((stream) => {
        const item = stream.items[0] ?? null;
        setCurrent(item);
        setEmpty(item === null);
      })
      // The failure shows below, with a retry.
      .catch(() => {});

  const done = (saved: Announcement) => {
    setLast(saved);
    setCurrent(null);
    void next();
  };

  const content = () => {
    if (current !== null) {
      return (
        <Workbench
          key={current.id}
          announcement={current}
          onDone={done}
          release={
            <Button
              variant="ghost"
              size="sm"
              loading={release.isPending}
              onClick={() =>
                void release
                  .mutateAsync({ body: { id: current.id, release: true } })
                  .then(() => setCurrent(null))
                  .catch(() => {})
              }
            >
              {text.release}
            </Button>
          }
        />
      );
    }
    if (take.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {text.taking}
        </p>
      );
    }
    if (take.isError) return <LoadFailed title={text.takeFailed} onRetry={() => void next()} />;
    if (empty) {
      return (
        <EmptyState
          title={text.empty}
          description={text.emptyHint}
          action={
            <Button variant="secondary" onClick={() => void next()}>
              {text.next}
            </Button>
          }
        />
      );
    }
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{text.startTitle}</h2>
        <p className="text-muted-foreground">{text.start}</p>
        <Button onClick={() => void next()}>{text.next}</Button>
      </Card>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {last === null ? null : <Outcome announcement={last} />}
      {content()}
    </div>
  );
}
