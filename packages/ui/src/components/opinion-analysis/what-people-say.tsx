import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { AspectSummary, type AspectSummaryItem } from './aspect-summary.tsx';
import { ASPECT_LABELS, type AspectKey, analysisMessages } from './messages.ts';
import { SentimentCounts, type SentimentCountsValue } from './sentiment-counts.tsx';

const text = analysisMessages.whatPeopleSay;

/** A place's summary of its opinions, as the API serves it (`opinionSummary` of a place). */
export type WhatPeopleSaySummary = {
  analysed: number;
  sentiment: SentimentCountsValue;
  /** How many opinions an aspect needs to be judged. */
  minMentions: number;
  aspects: readonly AspectSummaryItem[];
  /** Aspects too few opinions mention: named, not judged. */
  fewMentions: readonly { aspect: AspectKey; mentions: number }[];
};

/**
 * Whether «Что говорят» is shown at all: only once some aspect rests on enough opinions. One or two opinions are not
 * what people say about a place, so until then the section is left out (and the business panel says so).
 */
export function isWhatPeopleSayShown(summary: WhatPeopleSaySummary | null | undefined): boolean {
  return summary != null && summary.aspects.length > 0;
}

/** «Мало мнений, чтобы судить»: the aspects fewer opinions mention, named with their count, without a verdict. */
export function FewMentions({
  summary,
  className,
}: {
  summary: Pick<WhatPeopleSaySummary, 'minMentions' | 'fewMentions'>;
  className?: string;
}) {
  const labelId = useId();
  if (summary.fewMentions.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-1.5 text-sm text-muted-foreground', className)}>
      <p id={labelId}>{text.fewMentions(summary.minMentions)}</p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {summary.fewMentions.map(({ aspect, mentions }) => (
          <li key={aspect} className="rounded-full border border-border px-2.5 py-0.5">
            {text.fewMention(ASPECT_LABELS[aspect], mentions)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type WhatPeopleSayProps = {
  summary: WhatPeopleSaySummary | null | undefined;
  /** 2 on the place page; 3 inside the business panel's preview, under its own heading. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * «Что говорят»: what a place's opinions say, aspect by aspect, with how many opinions each rests on, what they said
 * (good, neutral, bad: in their own words and colours) and a few of their sentences. The one rendering of it: the
 * visitor's place page shows it, and the business panel shows the very same to the place's team. Nothing until an
 * aspect rests on enough opinions (`isWhatPeopleSayShown`).
 */
export function WhatPeopleSay({ summary, headingLevel = 2, className }: WhatPeopleSayProps) {
  const headingId = useId();
  if (summary == null || !isWhatPeopleSayShown(summary)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>
          {text.title}
        </Heading>
        <p className="text-muted-foreground">
          {text.basis(summary.analysed)}: <SentimentCounts as="span" counts={summary.sentiment} className="text-base" />
        </p>
      </div>
      <AspectSummary aspects={summary.aspects} headingLevel={headingLevel === 2 ? 3 : 4} />
      <FewMentions summary={summary} />
    </section>
  );
}
