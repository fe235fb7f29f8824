import { CursorList, useDebouncedText } from '@mesto/app-shell';
import { ANNOUNCEMENT_STATUS_LABELS, ANNOUNCEMENT_STATUSES } from '@mesto/domain';
import { EmptyState, Field, NativeSelect } from '@mesto/ui';
import { ListSearch, NothingFound } from '../../../components/catalogue/list-parts.tsx';
import { type AnnouncementFilters, useAnnouncementsList } from '../api/list-announcements.ts';
import { announcementMessages } from '../messages.ts';
import { AnnouncementRow } from './announcement-row.tsx';

const text = announcementMessages.list;

/** Every announcement, newest first, by status and a word of the text or the source. */
export function AnnouncementList({
  filters,
  onChange,
}: {
  filters: AnnouncementFilters;
  onChange: (patch: Partial<AnnouncementFilters>, options?: { replace?: boolean }) => void;
}) {
  const [typed, setTyped] = useDebouncedText(filters.q, (q) => onChange({ q }, { replace: true }));
  const announcements = useAnnouncementsList(filters);
  return (
    <div className="flex flex-col gap-4">
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <ListSearch
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={typed}
          onChange={setTyped}
          onSubmit={() => onChange({ q: typed }, { replace: true })}
        />
        <Field label={text.status}>
          <NativeSelect
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as AnnouncementFilters['status'] })}
          >
            <option value="">{text.anyStatus}</option>
            {ANNOUNCEMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ANNOUNCEMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </search>
      <CursorList
        query={announcements}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={filters.status !== '' || filters.q.trim() !== ''}
        label={text.label}
        className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
        getKey={(announcement) => announcement.id}
        renderItem={(announcement) => <AnnouncementRow announcement={announcement} />}
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={() => onChange({ status: '', q: '' })}
          />
        }
        empty={<EmptyState title={text.none} description={text.noneHint} />}
      />
    </div>
  );
}
