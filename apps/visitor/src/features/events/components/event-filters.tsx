import { type SetUrlState, useDebouncedText, useNow } from '@mesto/app-shell';
import { formatNumber, PLACE_TAG_LABELS, PLACE_TAGS } from '@mesto/domain';
import { Button, DaySlotPicker, Field, Input, Skeleton, ToggleTag, useDeviceClass, WeekdayPicker } from '@mesto/ui';
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

/** The filters of `/events`, each written to the link as it changes. */
export function EventFiltersPanel({ filters, setFilters }: Props) {
  const [typed, setTyped] = useDebouncedText(filters.q, (q) => setFilters({ q }, { replace: true }));
  const { isMobile } = useDeviceClass();
  const moreCount = [
    filters.weekdays.length > 0,
    filters.slot !== 'all_day',
    filters.tags.length > 0,
    filters.features.length > 0,
  ].filter(Boolean).length;
  // Open on larger screens, and on a phone when a link arrives with these filters set.
  const [moreOpen, setMoreOpen] = useState(() => !isMobile || moreCount > 0);
  const now = useNow();
  const today = isoDate(dayAt(now));

  return (
    <div className="flex flex-col gap-5">
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
    </div>
  );
}
