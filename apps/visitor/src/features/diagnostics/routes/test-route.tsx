import { useSession } from '@mesto/api-client/react';
import { useRealtimeStatus } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { Button, Card } from '@mesto/ui';
import type { ReactNode } from 'react';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';
import { env } from '../../../config/env.ts';

import { messages } from '../../../messages.ts';
import { useHealth } from '../api/get-health.ts';
import { useLatestBuild } from '../api/get-latest-build.ts';

const text = messages.diagnostics;
const screen = messages.screens.test;

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-64 sm:shrink-0">{label}</dt>
      <dd className="text-muted-foreground" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** `/test`: what a person reporting a problem (or an operator) needs to see first. */
export default function TestRoute() {
  const { user } = useSession();
  const realtime = useRealtimeStatus();
  const health = useHealth();
  const latest = useLatestBuild();

  const apiState = health.isPending
    ? text.apiChecking
    : health.isError
      ? text.apiDown
      : text.apiOk(health.data.database, formatNumber(health.data.milliseconds, { maximumFractionDigits: 1 }));
  const latestId = latest.data?.id;

  return (
    <ScreenPlaceholder title={screen.title} description={screen.description}>
      <Card className="px-4 sm:px-5">
        <dl>
          <Row label={text.api} value={apiState} testId="diagnostics-api" />
          <Row
            label={text.user}
            value={user ? `${user.displayName}${user.username ? ` (@${user.username})` : ''}` : text.signedOut}
            testId="diagnostics-user"
          />
          <Row label={text.realtime} value={text.realtimeStates[realtime]} testId="diagnostics-realtime" />
          <Row label={text.build} value={env.buildId} testId="diagnostics-build" />
          <Row
            label={text.latestBuild}
            value={
              latestId === undefined
                ? text.noData
                : latestId === env.buildId
                  ? latestId
                  : `${latestId} — ${text.newerBuild}`
            }
            testId="diagnostics-latest-build"
          />
          <Row label={text.environment} value={env.appEnv} testId="diagnostics-environment" />
        </dl>
      </Card>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            void health.refetch();
            void latest.refetch();
          }}
        >
          {text.recheck}
        </Button>
      </div>
    </ScreenPlaceholder>
  );
}
