import type { components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { Button, buttonVariants, FewMentions, isWhatPeopleSayShown, toast, WhatPeopleSay } from '@mesto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { visitorSiteUrl } from '../../lib/visitor-site.ts';
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
 * «Что говорят о месте …» for the place's team: how many opinions are read, «Обновить», and the public page's
 * «Что говорят» exactly as visitors see it (the same component of @mesto/ui, or the word that it is not shown yet and
 * why). A misread opinion is reported under the opinion itself, on the opinions screen.
 */
export function PlaceOpinionSummary({
  place,
  canRefresh,
  linkToOpinions = true,
}: {
  place: Pick<Place, 'id' | 'code' | 'name' | 'status' | 'opinionCount' | 'opinionSummary'>;
  canRefresh: boolean;
  /** Off on the opinions screen, which is where the link leads. */
  linkToOpinions?: boolean;
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
          <h2 id={headingId} className="text-2xl font-semibold break-words">
            {text.title(place.name)}
          </h2>
          <p className="text-muted-foreground">
            {summary === null
              ? text.description
              : text.basis(formatNumber(summary.analysed), formatNumber(summary.opinions))}
          </p>
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
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="text-sm text-muted-foreground">{text.previewHint}</p>
            {place.status === 'PUBLISHED' ? (
              <a
                href={`${visitorSiteUrl()}place/${encodeURIComponent(place.code)}`}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-primary hover:underline"
              >
                {text.onSite}
              </a>
            ) : null}
          </div>
          <section aria-label={text.preview} className="rounded-card border border-dashed border-border p-4">
            {isWhatPeopleSayShown(summary) ? (
              <WhatPeopleSay summary={summary} headingLevel={3} />
            ) : (
              <div className="flex flex-col gap-3">
                <p className="text-muted-foreground">{text.hidden(summary.minMentions)}</p>
                <FewMentions summary={summary} />
              </div>
            )}
          </section>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{text.misread}</span>
            {linkToOpinions ? (
              <Link
                to={paths.opinions.getHref({ place: place.id, answered: 'all' })}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                {text.toOpinions}
              </Link>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
