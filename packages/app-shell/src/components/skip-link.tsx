import { shellMessages } from '../messages.ts';

/** The first tab stop: straight to the screen's content (`#main`), past the header and the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:shadow-overlay"
    >
      {shellMessages.skipToContent}
    </a>
  );
}
