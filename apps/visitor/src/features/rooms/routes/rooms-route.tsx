import { useSession } from '@mesto/api-client/react';
import { CursorList, DebouncedSearchForm, NothingFound, useShellConfig } from '@mesto/app-shell';
import { buttonVariants, EmptyState, Field, Switch, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { RoomItem } from '../../../components/rooms/room-item.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubject } from '../api/find-subjects.ts';
import { useSearchRooms } from '../api/search-rooms.ts';
import { SubjectPicker } from '../components/subject-picker.tsx';
import { NO_ROOM_FILTERS, toRoomQuery, useRoomFilters } from '../hooks/use-room-filters.ts';
import { roomMessages } from '../messages.ts';

const text = roomMessages.list;

/**
 * `/rooms`: upcoming rooms, soonest first — all I may see, or only mine, at one place, or matching a search; the
 * filters are in the link. Each card joins or leaves; «Создать комнату» opens the editor (at the filtered place).
 */
export default function RoomsRoute() {
  const { user } = useSession();
  const shell = useShellConfig();
  const [filters, setFilters] = useRoomFilters();
  const rooms = useSearchRooms(toRoomQuery(filters));
  const place = useSubject(filters.place === '' ? null : 'place', { code: filters.place });
  const filtered = filters.q.trim() !== '' || filters.place !== '';
  const createHref = paths.roomsEditor.getHref(filters.place === '' ? {} : { place: filters.place });

  return (
    <CatalogueScreen title={text.title} description={text.description}>
      <title>{shell.documentTitle(text.title)}</title>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={createHref} className={buttonVariants()}>
          {text.create}
        </Link>
        {user === null ? null : (
          <Switch
            checked={filters.mine}
            onCheckedChange={(mine: boolean) => setFilters({ mine })}
            label={text.mine}
            description={text.mineHint}
          />
        )}
      </div>
      <search className="grid gap-3 sm:grid-cols-2">
        <DebouncedSearchForm
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={filters.q}
          onSearch={(next) => setFilters({ q: next }, { replace: true })}
        />
        {filters.place === '' ? (
          <Field label={text.place}>
            <SubjectPicker
              kind="place"
              selected={null}
              onSelect={(chosen) => (chosen === null ? undefined : setFilters({ place: chosen.code }))}
            />
          </Field>
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{text.place}</span>
            <div>
              <Tag tone="primary" onRemove={() => setFilters({ place: '' })} removeLabel={text.clearPlace}>
                {text.placeFilter(place.data?.name ?? filters.place)}
              </Tag>
            </div>
          </div>
        )}
      </search>
      <CursorList
        query={rooms}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        label={text.label}
        filtered={filtered}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        getKey={(room) => room.id}
        renderItem={(room) => <RoomItem room={room} />}
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={() => setFilters(NO_ROOM_FILTERS)}
          />
        }
        empty={
          <EmptyState
            title={filters.mine ? text.emptyMine : text.empty}
            description={filters.mine ? text.emptyMineHint : text.emptyHint}
            action={
              <Link to={createHref} className={buttonVariants()}>
                {text.create}
              </Link>
            }
          />
        }
      />
    </CatalogueScreen>
  );
}
