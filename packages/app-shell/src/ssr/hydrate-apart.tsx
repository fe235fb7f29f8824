import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered content that hydrates in a pass of its own. React leaves a server-rendered Suspense boundary as it
 * is while it hydrates what surrounds it, then hydrates the boundary afterwards at a low priority in a render and a
 * commit of its own (at once if the person taps inside it first; the tap is replayed). Around the sections below the
 * fold of a long page, it splits the start-up work into tasks short enough for input to be answered between them:
 * the blocking time a phone sees. Nothing inside suspends, so the fallback is never shown, and a screen rendered
 * afresh in the browser is not affected.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
