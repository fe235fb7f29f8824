import { Spinner } from '@mesto/ui';
import { shellMessages } from '../messages.ts';

/** A neutral screen while the session or the first route is loading: no header, nothing that could turn out wrong. */
export function FullScreenLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background text-muted-foreground">
      <Spinner size="lg" label={shellMessages.loading} />
    </div>
  );
}
