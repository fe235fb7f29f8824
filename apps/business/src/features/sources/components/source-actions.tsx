import { Button, toast } from '@mesto/ui';
import { useState } from 'react';
import { useFetchSource, useSetSourceState } from '../api/save-source.ts';
import type { Source } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { RemoveSourceDialog } from './remove-source-dialog.tsx';
import { sourceName } from './source-values.ts';

const text = sourceMessages.list;

/**
 * What a source's card and page offer: pause or resume, fetch now (a calendar, a feed or a page; a channel's posts
 * come by themselves) and delete, after asking. Each button names its source for screen readers.
 */
export function SourceActions({ source, onRemoved }: { source: Source; onRemoved?: () => void }) {
  const setState = useSetSourceState();
  const fetchNow = useFetchSource();
  const [removing, setRemoving] = useState(false);
  const name = sourceName(source);
  const paused = source.state === 'PAUSED';

  const toggle = () =>
    setState.mutate(
      { id: source.id, state: paused ? 'ACTIVE' : 'PAUSED' },
      { onSuccess: () => toast({ severity: 'success', description: paused ? text.resumed : text.paused }) },
    );

  const refresh = () =>
    fetchNow.mutate(source.id, {
      onSuccess: (fresh) =>
        toast(
          fresh.state === 'FAILING' && fresh.lastError !== null
            ? { severity: 'warn', description: text.fetchFailed(fresh.lastError) }
            : { severity: 'success', description: text.fetched },
        ),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {source.kind === 'TELEGRAM_CHANNEL' ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={fetchNow.isPending}
          aria-label={text.fetchNowLabel(name)}
          onClick={refresh}
        >
          {text.fetchNow}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        loading={setState.isPending}
        aria-label={paused ? text.resumeLabel(name) : text.pauseLabel(name)}
        onClick={toggle}
      >
        {paused ? text.resume : text.pause}
      </Button>
      <Button variant="ghost" size="sm" aria-label={text.removeLabel(name)} onClick={() => setRemoving(true)}>
        {text.remove}
      </Button>
      {removing ? (
        <RemoveSourceDialog
          source={{ id: source.id, name }}
          onClose={() => setRemoving(false)}
          {...(onRemoved === undefined ? {} : { onRemoved })}
        />
      ) : null}
    </div>
  );
}
