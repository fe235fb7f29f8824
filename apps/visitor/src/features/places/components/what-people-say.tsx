import { formatCount } from '@mesto/domain';
import { AspectSummary } from '@mesto/ui';
import type { Place } from '../api/search-places.ts';
import { placesMessages } from '../messages.ts';

const text = placesMessages.place.whatPeopleSay;

/**
 * «Что говорят»: what the place's opinions talk about, aspect by aspect, with a few of their own sentences. Comes
 * with the place itself (its `opinionSummary`), so it is in the server-rendered page; hidden until there is one.
 */
export function WhatPeopleSay({ summary }: { summary: Place['opinionSummary'] }) {
  if (summary === null || summary.aspects.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="place-what-people-say">
      <div className="flex flex-col gap-1">
        <h2 id="place-what-people-say" className="text-2xl font-semibold">
          {text.title}
        </h2>
        <p className="text-muted-foreground">{text.basis(formatCount(summary.analysed, text.opinions))}</p>
      </div>
      <AspectSummary aspects={summary.aspects} />
    </section>
  );
}
