import { WhatPeopleSay as Section } from '@mesto/ui';
import type { Place } from '../api/search-places.ts';

/**
 * «Что говорят»: what the place's opinions talk about, aspect by aspect, each from enough opinions to judge. The
 * section is the one of @mesto/ui that the business panel shows the place's team too, word for word. Comes with the
 * place itself (its `opinionSummary`), so it is in the server-rendered page; left out until an aspect rests on enough
 * opinions.
 */
export function WhatPeopleSay({ summary }: { summary: Place['opinionSummary'] }) {
  return <Section summary={summary} />;
}
