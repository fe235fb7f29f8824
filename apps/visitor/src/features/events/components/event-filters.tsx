import { type SetUrlState, useNow } from '@mesto/app-shell';
import { DAY_SLOT_LABELS, formatDate, formatNumber, WEEKDAY_SHORT_LABELS } from '@mesto/domain';
import {
  type ActiveFilter,
  Button,
  CollapsibleFilters,
  DaySlotPicker,
  Field,
  Input,
  ToggleTag,
  WeekdayPicker,
} from '@mesto/ui';
import {
  CatalogueSearch,
  MoreFilters,
  TagAndFeatureFields,
  useTagAndFeatureChips,
} from '../../../components/catalogue-filters.tsx';
import {
  activeFilterCount,
  type EventFilters,
  type eventFilters,
  NO_EVENT_FILTERS,
} from '../hooks/use-event-filters.ts';
import { dayAt, isoDate } from '../lib/city-days.ts';
import { DAY_CHOICES } from '../lib/date-range.ts';
import { eventsMessages as text } from '../messages.ts';

type Props = { filters: EventFilters; setFilters: SetUrlState<typeof eventFilters> };

/** A day of the link («2026-12-12») in words: «12 декабря». */
const dayInWords = (day: string) => formatDate(Date.parse(`${day}T00:00:00Z`), 'UTC');

/** The filters in force, as chips a phone shows while the filters are folded (the search has its own box). */
function useActiveEventFilters({ filters, setFilters }: Props): ActiveFilter[] {
  const tagsAndFeatures = useTagAndFeatureChips(filters, (change) => setFilters(change));
  const when =
    filters.when === 'dates'
      ? text.datesChip(dayInWords(filters.from ?? ''), filters.to ? dayInWords(filters.to) : null)
      : text.dayChoices[filters.when];
  return [
    ...(filters.when !== 'any' && (filters.when !== 'dates' || filters.from)
      ? [{ key: 'when', label: when, onRemove: () => setFilters({ when: 'any', from: undefined, to: undefined }) }]
      : []),
    ...(filters.weekdays.length > 0
      ? [
          {
            key: 'weekdays',
            label: filters.weekdays.map((day) => WEEKDAY_SHORT_LABELS[day]).join(', '),
            onRemove: () => setFilters({ weekdays: [] }),
          },
        ]
      : []),
    ...(filters.slot !== 'all_day'
      ? [{ key: 'slot', label: DAY_SLOT_LABELS[filters.slot], onRemove: () => setFilters({ slot: 'all_day' }) }]
      : []),
    ...tagsAndFeatures,
  ];
}

/**
 * The filters of `/events`, each written to the link as it changes. On a phone all but the search are folded behind
 * «Фильтры», with the ones in force as chips, so the events start on the first screen.
 */
export function EventFiltersPanel({ filters, setFilters }: Props) {
  const active = useActiveEventFilters({ filters, setFilters });
  const moreCount = [
    filters.weekdays.length > 0,
    filters.slot !== 'all_day',
    filters.tags.length > 0,
    filters.features.length > 0,
  ].filter(Boolean).length;
  const now = useNow();
  const today = isoDate(dayAt(now));

  return (
    <CollapsibleFilters
      active={active}
      lead={
        <CatalogueSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          label={text.search}
          placeholder={text.searchPlaceholder}
        />
      }
    >
      <Field label={text.day} group>
        <div className="flex flex-wrap gap-2">
          {DAY_CHOICES.map((choice) => (
            <ToggleTag
              key={choice}
              selected={filters.when === choice}
              onClick={() =>
                setFilters(
                  choice === 'dates'
                    ? { when: 'dates', from: filters.from ?? today, to: filters.to }
                    : { when: choice, from: undefined, to: undefined },
                )
              }
            >
              {text.dayChoices[choice]}
            </ToggleTag>
          ))}
        </div>
        {filters.when === 'dates' ? (
          <div className="mt-3 grid max-w-md grid-cols-2 gap-3">
            <Field label={text.dateFrom}>
              <Input
                type="date"
                min={today}
                value={filters.from ?? today}
                onChange={(event) => setFilters({ from: event.target.value || undefined })}
              />
            </Field>
            <Field label={text.dateTo}>
              <Input
                type="date"
                min={filters.from ?? today}
                value={filters.to ?? filters.from ?? today}
                onChange={(event) => setFilters({ to: event.target.value || undefined })}
              />
            </Field>
          </div>
        ) : null}
      </Field>

      <MoreFilters summary={moreCount > 0 ? text.moreActive(formatNumber(moreCount)) : text.more} chosen={moreCount}>
        <Field label={text.weekdays} group>
          <WeekdayPicker
            aria-label={text.weekdays}
            value={filters.weekdays}
            onChange={(weekdays) => setFilters({ weekdays })}
            className="max-w-md"
          />
        </Field>
        <Field label={text.slot} group>
          <DaySlotPicker
            aria-label={text.slot}
            value={filters.slot}
            onChange={(slot) => setFilters({ slot })}
            // Narrower segments, so the four fit the sidebar and a phone without scrolling sideways.
            className="max-w-xl [&>label]:px-2"
          />
        </Field>
        <TagAndFeatureFields chosen={filters} change={(change) => setFilters(change)} />
      </MoreFilters>

      {activeFilterCount(filters) > 0 ? (
        <div>
          <Button variant="ghost" onClick={() => setFilters(NO_EVENT_FILTERS)}>
            {text.reset}
          </Button>
        </div>
      ) : null}
    </CollapsibleFilters>
  );
}
