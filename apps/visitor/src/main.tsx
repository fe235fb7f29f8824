import './config/strict-csp.ts';
import './index.css';
import { startApp } from '@mesto/app-shell';
import { routes } from './app/router.tsx';
import { env } from './config/env.ts';
import { paths } from './config/paths.ts';
import { shellMessages } from './shell-messages.ts';

startApp({
  env,
  paths,
  documentTitle: shellMessages.documentTitle,
  routes,
  // Signing out on a shared device ends its notifications too: the next person must not get the last one's. The push
  // service then refuses the old address, and the API forgets it (404/410 deletes the subscription).
  // Loaded only then: it is not part of what a first visit downloads.
  onSignedOut: (reason) => {
    if (reason !== 'logout') return;
    void import('./features/people/lib/browser-push.ts')
      .then(({ unsubscribeThisBrowser }) => unsubscribeThisBrowser())
      .catch(() => null);
  },
});
