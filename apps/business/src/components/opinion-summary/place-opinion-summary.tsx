import type { components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { AspectSummary, Button, toast } from '@mesto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { opinionSummaryMessages as text } from './opinion-summary-messages.ts';

type Place = components['schemas']['Place'];

/**
 * Recomputes a place's figures, the summary of its opinions among them (`POST /api/places/process/{id}`); the
 * places and the opinions (their analyses) go stale with it.
 */
function useProcessPlace() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/places/process/{id}', {
    onSuccess: () =>
      Promise.all([
        invalidateCollection(queryClient, '/api/places'),
        invalidateCollection(queryClient, '/api/opinions'),
      ]),
  });
}

/**
 * What guests say about a place, aspect by aspect (mentions, share of praise, quotes), with «Обновить» for its team:
 * the summary is computed when the place is processed, so a new opinion shows after a refresh.
 */
export function PlaceOpinionSummary({
  place,
  canRefresh,
  title = text.title,
}: {
  place: Pick<Place, 'id' | 'opinionCount' | 'opinionSummary'>;
  canRefresh: boolean;
  title?: string;
}) {
  const headingId = useId();
  const process = useProcessPlace();
  const summary = place.opinionSummary;

  const refresh = async () => {
    await process.mutateAsync({ params: { path: { id: place.id } } });
    toast({ severity: 'success', description: text.refreshed });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground">
            {summary === null
              ? text.description
              : text.basis(formatNumber(summary.analysed), formatNumber(summary.opinions))}
          </p>
          {summary === null ? null : (
            <p className="text-sm text-muted-foreground">
              {text.sentiment(
                formatNumber(summary.sentiment.positive),
                formatNumber(summary.sentiment.neutral),
                formatNumber(summary.sentiment.negative),
              )}
            </p>
          )}
        </div>
        {canRefresh ? (
          <Button variant="secondary" loading={process.isPending} onClick={() => void refresh().catch(() => {})}>
            {text.refresh}
          </Button>
        ) : null}
      </div>
      {summary === null ? (
        <p className="text-muted-foreground">{text.none}</p>
      ) : (
        <AspectSummary aspects={summary.aspects} />
      )}
    </section>
  );
}
