import { AspectMentions, Button, SentimentBadge } from '@mesto/ui';
import { useState } from 'react';
import { useAnalyseOpinion } from '../api/analyse-opinion.ts';
import type { Opinion } from '../api/list-opinions.ts';
import { opinionsMessages } from '../messages.ts';
import { MisreadReport } from './misread-report.tsx';

const text = opinionsMessages.analysis;

type Analysis = NonNullable<Opinion['analysis']>;

/**
 * What the opinion says as its analysis read it: the tone, each aspect with its own tone, and the sentence that
 * says the most. An opinion not read yet offers «Проанализировать».
 */
export function OpinionAnalysis({ opinion }: { opinion: Opinion }) {
  const analyse = useAnalyseOpinion();
  // The analysis just made, shown before the list is fetched again.
  const [fresh, setFresh] = useState<Analysis | null>(null);
  const analysis = fresh ?? opinion.analysis;

  if (analysis === null) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{text.none}</p>
        <Button
          variant="ghost"
          size="sm"
          loading={analyse.isPending}
          onClick={() =>
            // A failure is already shown by the API client's toast.
            void analyse
              .mutateAsync({ params: { path: { id: opinion.id } } })
              .then(setFresh)
              .catch(() => {})
          }
        >
          {text.analyse}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={text.label} className="flex flex-col gap-2 rounded-control bg-surface-muted px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <SentimentBadge sentiment={analysis.sentiment} />
        <AspectMentions aspects={analysis.aspects} label={text.aspects} />
      </div>
      {analysis.summary === '' ? null : (
        <p className="text-sm text-muted-foreground">{text.summary(analysis.summary)}</p>
      )}
      {analysis.fallback === null ? null : <p className="text-xs text-muted-foreground">{text.fallback}</p>}
      {/* What «Что говорят» is made of: the place's team may say a reading is wrong. */}
      {opinion.place === null ? null : (
        <div className="flex">
          <MisreadReport opinion={opinion} analysis={analysis} />
        </div>
      )}
    </section>
  );
}
