import { formatDateTime, SOURCE_STATE_LABELS } from '@mesto/domain';
import { Tag } from '@mesto/ui';
import type { Source } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { stateTone } from './source-values.ts';

const text = sourceMessages.list;

/**
 * How a source is doing, at a glance: its state as a coloured badge, when it was last checked (or that a channel's
 * posts come by themselves), and the last failure in words.
 */
export function SourceHealth({ source, timeZone }: { source: Source; timeZone: string }) {
  const checked =
    source.kind === 'TELEGRAM_CHANNEL'
      ? text.channelPush
      : source.lastFetchedAt === null
        ? text.neverFetched
        : text.fetchedAt(formatDateTime(Date.parse(source.lastFetchedAt), timeZone));
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <Tag tone={stateTone[source.state]}>{SOURCE_STATE_LABELS[source.state]}</Tag>
      <span className="text-sm text-muted-foreground">{checked}</span>
      {source.lastError === null ? null : <span className="text-sm break-words text-danger">{source.lastError}</span>}
    </div>
  );
}
