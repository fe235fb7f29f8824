import { type SetUrlState, useDebouncedText } from '@mesto/app-shell';
import { formatNumber, PLACE_TAG_LABELS, PLACE_TAGS } from '@mesto/domain';
import {
  type ActiveFilter,
  Button,
  CollapsibleFilters,
  Field,
  Input,
  NativeSelect,
  Skeleton,
  Switch,
  ToggleTag,
  useDeviceClass,
} from '@mesto/ui';
import { useState } from 'react';
import { useFeatures } from '../../../api/get-features.ts';
import { type LocateFailure, useLocate } from '../hooks/use-locate.ts';
import {
  activePlaceFilterCount,
  NO_PLACE_FILTERS,
  nearPoint,
  PLACE_SORTS,
  type PlaceFilters,
  type placeFilters,
  roundPoint,
} from '../hooks/use-place-filters.ts';
import { placesMessages as text } from '../messages.ts';

type Props = { filters: PlaceFilters; setFilters: SetUrlState<typeof placeFilters> };

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

const sortOptions = PLACE_SORTS.map((sort) => ({ value: sort, label: text.sorts[sort] }));

const failureText: Record<LocateFailure, string> = {
  denied: text.locationDenied,
  unavailable: text.locationUnavailable,
  unsupported: text.locationUnsupported,
};

/**
 * The order of the places. «Рядом со мной» asks the browser for the person's location only when chosen; the point
 * goes into the link rounded to about 100 m, so the list can be shared and reloaded. While locating, or when it
 * fails, the previous order stays and a message says why.
 */
function SortField({ filters, setFilters }: Props) {
  const { state, locate } = useLocate();
  const near = nearPoint(filters);
  const shareLocation = () =>
    locate((point) => setFilters({ sort: 'distance', lat: roundPoint(point.lat), lng: roundPoint(point.lng) }));
  return (
    <div className="flex flex-col gap-2">
      <Field label={text.sort}>
        <NativeSelect
          // A link that asks for «Рядом со мной» without its point is ordered by name, and says so.
          value={filters.sort === 'distance' && near === null ? 'name' : filters.sort}
          options={sortOptions}
          onChange={(event) => {
            const sort = event.target.value as PlaceFilters['sort'];
            if (sort === 'distance') shareLocation();
            else setFilters({ sort, lat: undefined, lng: undefined });
          }}
        />
      </Field>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {state.status === 'locating' ? text.locating : near !== null && state.status === 'idle' ? text.nearHint : ''}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {failureText[state.failure]}
        </p>
      ) : null}
      {near !== null && state.status !== 'locating' ? (
        <div>
          <Button variant="ghost" size="sm" onClick={shareLocation}>
            {text.relocate}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

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

/** The filters in force, as chips a phone shows while the filters are folded (the search has its own box). */
function useActivePlaceFilters({ filters, setFilters }: Props): ActiveFilter[] {
  const features = useFeatures();
  const featureName = (id: string) => features.data?.find((feature) => feature.id === id)?.name ?? text.features;
  return [
    ...(filters.sort !== 'name' && (filters.sort !== 'distance' || nearPoint(filters) !== null)
      ? [
          {
            key: 'sort',
            label: text.sorts[filters.sort],
            onRemove: () => setFilters({ sort: 'name', lat: undefined, lng: undefined }),
          },
        ]
      : []),
    ...(filters.openNow
      ? [{ key: 'open-now', label: text.openNow, onRemove: () => setFilters({ openNow: false }) }]
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
 * The filters of `/places`, each written to the link as it changes. On a phone all but the search are folded behind
 * «Фильтры», with the ones in force as chips, so the places start on the first screen.
 */
export function PlaceFiltersPanel({ filters, setFilters }: Props) {
  const [typed, setTyped] = useDebouncedText(filters.q, (q) => setFilters({ q }, { replace: true }));
  const active = useActivePlaceFilters({ filters, setFilters });
  const moreCount = filters.tags.length + filters.features.length;
  // Open on larger screens, and on a phone (inside the fold) when a link arrives with tags or features chosen.
  const { isMobile } = useDeviceClass();
  const [moreOpen, setMoreOpen] = useState(() => !isMobile || moreCount > 0);
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
      <div className="grid gap-5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-start">
        <SortField filters={filters} setFilters={setFilters} />
        <Switch
          label={text.openNow}
          description={text.openNowHint}
          checked={filters.openNow}
          onCheckedChange={(openNow) => setFilters({ openNow })}
          className="max-w-sm sm:mt-7"
        />
      </div>
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
      {activePlaceFilterCount(filters) > 0 ? (
        <div>
          <Button variant="ghost" onClick={() => setFilters(NO_PLACE_FILTERS)}>
            {text.reset}
          </Button>
        </div>
      ) : null}
    </CollapsibleFilters>
  );
}
