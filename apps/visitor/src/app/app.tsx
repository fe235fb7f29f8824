import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { MetrikaTracker } from '../lib/analytics.ts';
import { setNavigationTarget } from '../lib/build-check.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

export function App({ tracker }: { tracker: MetrikaTracker | null }) {
  const [router] = useState(() => {
    const created = createRouter(tracker);
    setNavigationTarget(() => {
      const target = created.state.navigation.location;
      return target ? `${target.pathname}${target.search}` : null;
    });
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
