import { useSession } from '@mesto/api-client/react';
import { CursorList } from '@mesto/app-shell';
import { canModerate } from '@mesto/domain';
import { Card, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@mesto/ui';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { messages } from '../../../messages.ts';
import { useModerationQueue } from '../api/moderation.ts';
import { MisreadReports } from '../components/misread-reports.tsx';
import { QueueItem } from '../components/queue-item.tsx';
import {
  MODERATION_TABS,
  type ModerationTab,
  type QueueStatus,
  useModerationFilters,
} from '../hooks/use-moderation-filters.ts';
import { moderationMessages as text } from '../messages.ts';

const screen = messages.screens.moderation;

function Queue({ status }: { status: QueueStatus }) {
  const queue = useModerationQueue(status);
  return (
    <CursorList
      query={queue}
      label={text.list[status]}
      loadingLabel={text.loading}
      failedTitle={text.loadFailed}
      className="flex flex-col gap-4"
      getKey={(item) => `${item.targetType}:${item.targetId}`}
      renderItem={(item) => <QueueItem item={item} />}
      empty={<EmptyState title={text.empty[status]} description={text.emptyHint[status]} />}
    />
  );
}

/**
 * `/business/moderation?status=…`: the moderation queue, for ROOT and moderators — items people complained about
 * (the most complained about first), items the automatic brakes hold, and those decided; each opens to decide. A
 * fourth tab holds the places' teams' reports that an opinion was misread («Разобрано неверно»).
 * Anyone else is told so (the server refuses them too).
 */
export default function ModerationRoute() {
  const { user } = useSession();
  const [filters, setFilters] = useModerationFilters();
  if (!canModerate(user)) {
    return (
      <CatalogueScreen title={screen.title}>
        <Card className="flex flex-col gap-2 p-5 sm:p-6">
          <p className="font-medium">{text.moderatorsOnly}</p>
          <p className="text-muted-foreground">{text.moderatorsOnlyHint}</p>
        </Card>
      </CatalogueScreen>
    );
  }
  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      <Tabs value={filters.status} onValueChange={(status) => setFilters({ status: status as ModerationTab })}>
        <TabsList aria-label={text.tabs.label}>
          {MODERATION_TABS.map((status) => (
            <TabsTrigger key={status} value={status}>
              {text.tabs[status]}
            </TabsTrigger>
          ))}
        </TabsList>
        {MODERATION_TABS.map((status) => (
          <TabsContent key={status} value={status}>
            {filters.status !== status ? null : status === 'MISREAD' ? <MisreadReports /> : <Queue status={status} />}
          </TabsContent>
        ))}
      </Tabs>
    </CatalogueScreen>
  );
}
