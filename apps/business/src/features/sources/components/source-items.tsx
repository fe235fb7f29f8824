import { ListSkeleton, LoadFailed } from '@mesto/app-shell';
import { SOURCE_ITEM_OUTCOME_LABELS, type SourceItemOutcome } from '@mesto/domain';
import { buttonVariants, EmptyState, Tag, type TagTone } from '@mesto/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { visitorSiteUrl } from '../../../lib/visitor-site.ts';
import { useSourceItems } from '../api/source-items.ts';
import type { SourceItem } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { itemWhen } from './source-values.ts';

const text = sourceMessages.page;

const outcomeTone: Readonly<Record<SourceItemOutcome, TagTone>> = {
  REVIEW: 'warn',
  PUBLISHED: 'success',
  DUPLICATE: 'info',
  SKIPPED: 'neutral',
};

/** The public page of an event on the visitor site. */
const eventOnSite = (code: string) => `${visitorSiteUrl()}event/${encodeURIComponent(code)}`;

/** Where an item led: its event on the site, or its announcement waiting in the work stream. */
function ItemLinks({ item }: { item: SourceItem }) {
  const link = buttonVariants({ variant: 'ghost', size: 'sm' });
  return (
    <span className="flex flex-wrap gap-2">
      {item.event === null ? null : (
        <a href={eventOnSite(item.event.code)} className={link}>
          {text.eventOnSite}
        </a>
      )}
      {item.outcome === 'REVIEW' && item.announcementId !== null ? (
        <Link
          to={paths.externalEventAnnouncements.getHref({ view: 'list', announcement: item.announcementId })}
          className={link}
        >
          {text.announcement}
        </Link>
      ) : null}
      {item.url === null ? null : (
        <a href={item.url} target="_blank" rel="noreferrer" className={link}>
          {text.original}
        </a>
      )}
    </span>
  );
}

/** A source's items, the newest change first: what each said and what it became. */
export function SourceItems({ sourceId, channel, timeZone }: { sourceId: string; channel: boolean; timeZone: string }) {
  const items = useSourceItems(sourceId);
  const headingId = useId();
  const content = () => {
    if (items.isPending) return <ListSkeleton label={text.itemsLoading} rows={3} />;
    if (items.isError) return <LoadFailed title={text.itemsFailed} onRetry={() => void items.refetch()} />;
    if (items.data.length === 0) {
      return <EmptyState title={text.noItems} description={channel ? text.noItemsChannel : text.noItemsHint} />;
    }
    return (
      <ul
        aria-labelledby={headingId}
        className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
      >
        {items.data.map((item) => (
          <li key={item.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium break-words">
                {item.event?.title ?? item.title ?? sourceMessages.preview.untitled}
              </span>
              <span className="text-sm text-muted-foreground">
                {itemWhen({ startsAt: item.event?.startsAt ?? item.startsAt }, timeZone) ?? text.noDate}
              </span>
              <ItemLinks item={item} />
            </div>
            <Tag tone={outcomeTone[item.outcome]} className="justify-self-start">
              {SOURCE_ITEM_OUTCOME_LABELS[item.outcome]}
            </Tag>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {text.items}
      </h2>
      {content()}
    </section>
  );
}
