import { DEFAULT_TIME_ZONE, formatNumber, SOURCE_KIND_LABELS, SOURCE_TRUST_LABELS } from '@mesto/domain';
import { Tag, useViewerTimeZone } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Source } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { SourceActions } from './source-actions.tsx';
import { SourceHealth } from './source-health.tsx';
import { sourceName } from './source-values.ts';

const text = sourceMessages.list;

/** Whose the source is: its place and organisation. */
export const ownerOf = (source: Source): string =>
  [source.place?.name, source.organisation?.name].filter(Boolean).join(' · ') || text.noOwner;

/**
 * One source of the list as a card: kind, name (a link to its page), whose it is, its health, what it gave, and the
 * buttons. Columns side by side on a wide screen, stacked on a phone.
 */
export function SourceCard({ source }: { source: Source }) {
  const timeZone = useViewerTimeZone() ?? DEFAULT_TIME_ZONE;
  const name = sourceName(source);
  return (
    <li
      aria-label={name}
      className="grid gap-3 rounded-card border border-border bg-surface p-4 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] md:items-start"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone="info">{SOURCE_KIND_LABELS[source.kind]}</Tag>
          {source.trust === 'AUTO' ? <Tag tone="primary">{SOURCE_TRUST_LABELS.AUTO}</Tag> : null}
        </div>
        <Link
          to={paths.source.getHref(source.id)}
          className="font-medium wrap-anywhere text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {name}
        </Link>
        {name === source.address ? null : (
          <span className="text-sm wrap-anywhere text-muted-foreground">{source.address}</span>
        )}
        <span className="text-sm text-muted-foreground">{ownerOf(source)}</span>
        <span className="text-sm text-muted-foreground">
          {text.seen(formatNumber(source.itemsSeen))} · {text.published(formatNumber(source.itemsPublished))}
        </span>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <SourceHealth source={source} timeZone={timeZone} />
        <SourceActions source={source} />
      </div>
    </li>
  );
}
