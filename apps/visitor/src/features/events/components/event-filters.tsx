import { type SetUrlState, useDebouncedText, useNow } from '@mesto/app-shell';
import {
  DAY_SLOT_LABELS,
  formatDate,
  formatNumber,
  PLACE_TAG_LABELS,
  PLACE_TAGS,
  WEEKDAY_SHORT_LABELS,
} from '@mesto/domain';
import {
  type ActiveFilter,
  Button,
  CollapsibleFilters,
  DaySlotPicker,
  Field,
  Input,
  Skeleton,
  ToggleTag,
  useDeviceClass,
  WeekdayPicker,
} from '@mesto/ui';
import { useState } from 'react';
import { useFeatures } from '../../../api/get-features.ts';
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

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

function FeatureChips({ selected, onToggle }: { selected: readonly string[]; onToggle: (id: string) => void }) {
  const features = useFeatures();
  if (features.isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {[0, 1, 2, 3].map((chip) => (
          <Skeleton key={chip} className="h-touch w-28 rounded-full" />
        ))}
      </div>
    );
  }
  if (features.isError) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
        {text.featuresFailed}
        <Button variant="secondary" size="sm" onClick={() => void features.refetch()}>
          {text.retry}
        </Button>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {features.data.map((feature) => (
        <ToggleTag key={feature.id} selected={selected.includes(feature.id)} onClick={() => onToggle(feature.id)}>
          {feature.name}
        </ToggleTag>
      ))}
    </div>
  );
}

/** A day of the link («2026-12-12») in words: «12 декабря». */
const dayInWords = (day: string) => formatDate(Date.parse(`${day}T00:00:00Z`), 'UTC');

/** The filters in force, as chips a phone shows while the filters are folded (the search has its own box). */
function useActiveEventFilters({ filters, setFilters }: Props): ActiveFilter[] {
  const features = useFeatures();
  const featureName = (id: string) => features.data?.find((feature) => feature.id === id)?.name ?? text.features;
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
    ...filters.tags.map((tag) => ({
      key: `tag-${tag}`,
      label: PLACE_TAG_LABELS[tag],
      onRemove: () => setFilters((current) => ({ tags: current.tags.filter((other) => other !== tag) })),
    })),
    ...filters.features.map((id) => ({
      key: `feature-${id}`,
      label: featureName(id),
      onRemove: () => setFilters((current) => ({ features: current.features.filter((other) => other !== id) })),
    })),
  ];
}

/**
 * The filters of `/events`, each written to the link as it changes. On a phone all but the search are folded behind
 * «Фильтры», with the ones in force as chips, so the events start on the first screen.
 */
export function EventFiltersPanel({ filters, setFilters }: Props) {
  const [typed, setTyped] = useDebouncedText(filters.q, (q) => setFilters({ q }, { replace: true }));
  const active = useActiveEventFilters({ filters, setFilters });
  const moreCount = [
    filters.weekdays.length > 0,
    filters.slot !== 'all_day',
    filters.tags.length > 0,
    filters.features.length > 0,
  ].filter(Boolean).length;
  // Open on larger screens, and on a phone (inside the fold) when a link arrives with these filters set.
  const { isMobile } = useDeviceClass();
  const [moreOpen, setMoreOpen] = useState(() => !isMobile || moreCount > 0);
  const now = useNow();
  const today = isoDate(dayAt(now));

  return (
    <CollapsibleFilters
      active={active}
      lead={
        <search>
          <form
            onSubmit={(event) => {
              // Enter searches at once instead of waiting for the pause.
              event.preventDefault();
              setFilters({ q: typed }, { replace: true });
            }}
          >
            <Field label={text.search}>
              <Input
                type="search"
                name="q"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={text.searchPlaceholder}
                autoComplete="off"
                enterKeyHint="search"
              />
            </Field>
          </form>
        </search>
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

      <details
        open={moreOpen}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        className="group rounded-card border border-border bg-surface"
      >
        <summary className="flex min-h-touch cursor-pointer items-center gap-2 rounded-card px-4 font-medium focus-visible:outline-2 focus-visible:outline-ring">
          {moreCount > 0 ? text.moreActive(formatNumber(moreCount)) : text.more}
          <span aria-hidden="true" className="ms-auto text-muted-foreground transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="flex flex-col gap-5 border-t border-border p-4">
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
          <Field label={text.tags} group>
            <div className="flex flex-wrap gap-2">
              {PLACE_TAGS.map((tag) => (
                <ToggleTag
                  key={tag}
                  selected={filters.tags.includes(tag)}
                  onClick={() => setFilters((current) => ({ tags: toggled(current.tags, tag) }))}
                >
                  {PLACE_TAG_LABELS[tag]}
                </ToggleTag>
              ))}
            </div>
          </Field>
          <Field label={text.features} group>
            <FeatureChips
              selected={filters.features}
              onToggle={(id) => setFilters((current) => ({ features: toggled(current.features, id) }))}
            />
          </Field>
        </div>
      </details>

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
