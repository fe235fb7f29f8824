import { useSession } from '@mesto/api-client/react';
import { canManageExternalAnnouncements } from '@mesto/domain';
import { Card, SegmentedControl } from '@mesto/ui';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { messages } from '../../../messages.ts';
import { AddAnnouncement } from '../components/add-announcement.tsx';
import { AnnouncementDetail } from '../components/announcement-detail.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';
import { WorkStream } from '../components/work-stream.tsx';
import { useAnnouncementsSearchParams } from '../hooks/use-announcements-search-params.ts';
import { announcementMessages as text } from '../messages.ts';

const screen = messages.screens.announcements;
const views = (['stream', 'list'] as const).map((value) => ({ value, label: text.views[value] }));

/**
 * `/business/external-event-announcements`: posts about events found outside, turned into events. The stream is
 * for work (take the next, review its draft, publish, reject or mark a duplicate); the list for looking back, and
 * each of its rows opens its announcement (`announcement=…`). Only announcement managers and ROOT work here; anyone
 * else is told so (the server refuses them too).
 */
export default function AnnouncementsRoute() {
  const { user } = useSession();
  const [filters, setFilters] = useAnnouncementsSearchParams();
  const opened = filters.announcement !== '';
  if (!canManageExternalAnnouncements(user)) {
    return (
      <CatalogueScreen title={screen.title}>
        <Card className="flex flex-col gap-2 p-5 sm:p-6">
          <p className="font-medium">{text.managersOnly}</p>
          <p className="text-muted-foreground">{text.managersOnlyHint}</p>
        </Card>
      </CatalogueScreen>
    );
  }
  return (
    <CatalogueScreen
      title={screen.title}
      description={screen.description}
      // The one who pasted it works it next: the stream, where «Взять следующий» gives it first.
      actions={<AddAnnouncement onAdded={() => setFilters({ view: 'stream', announcement: '' })} />}
    >
      <SegmentedControl
        aria-label={text.views.label}
        options={views}
        value={filters.view}
        onValueChange={(view) => setFilters({ view, announcement: '' })}
        className="self-start"
      />
      {/* The stream stays mounted behind the list: a draft half-reviewed is still there on coming back. */}
      <div hidden={filters.view !== 'stream' || opened}>
        <WorkStream />
      </div>
      {opened ? <AnnouncementDetail key={filters.announcement} id={filters.announcement} /> : null}
      {filters.view === 'list' && !opened ? (
        <AnnouncementList
          filters={{ status: filters.status, q: filters.q }}
          onChange={(patch, options) => setFilters(patch, options)}
        />
      ) : null}
    </CatalogueScreen>
  );
}
