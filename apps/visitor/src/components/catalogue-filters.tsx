import { useDebouncedText } from '@mesto/app-shell';
import { PLACE_TAG_LABELS, PLACE_TAGS, type PlaceTag } from '@mesto/domain';
import { type ActiveFilter, Button, Field, Input, Skeleton, ToggleTag, useDeviceClass } from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { useFeatures } from '../api/get-features.ts';

// The parts the filters of /places and /events share: the search box, the tags and features with their chips, and
// the fold of the less used filters.

const text = {
  tags: 'Теги',
  features: 'Удобства',
  featuresFailed: 'Не удалось загрузить список удобств',
  retry: 'Повторить',
} as const;

/** The list with `item` added, or without it when it was there. */
const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

/**
 * The catalogue's search box: what is typed goes to the link after a pause, Enter sends it at once. The search stays
 * outside the phone's fold of filters.
 */
export function CatalogueSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}) {
  const [typed, setTyped] = useDebouncedText(value, onSearch);
  return (
    <search>
      <form
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault();
          onSearch(typed);
        }}
      >
        <Field label={label}>
          <Input
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
        </Field>
      </form>
    </search>
  );
}

type TagsAndFeatures = { tags: readonly PlaceTag[]; features: readonly string[] };
/** A change of the tags or features, worked out from the filters as they are when it is made. */
type SetTagsAndFeatures = (
  change: (current: TagsAndFeatures) => Partial<{ tags: PlaceTag[]; features: string[] }>,
) => void;

/** The tags and features in force as chips, each with the × that takes it off (a feature by its name). */
export function useTagAndFeatureChips(chosen: TagsAndFeatures, change: SetTagsAndFeatures): ActiveFilter[] {
  const features = useFeatures();
  const featureName = (id: string) => features.data?.find((feature) => feature.id === id)?.name ?? text.features;
  return [
    ...chosen.tags.map((tag) => ({
      key: `tag-${tag}`,
      label: PLACE_TAG_LABELS[tag],
      onRemove: () => change((current) => ({ tags: current.tags.filter((other) => other !== tag) })),
    })),
    ...chosen.features.map((id) => ({
      key: `feature-${id}`,
      label: featureName(id),
      onRemove: () => change((current) => ({ features: current.features.filter((other) => other !== id) })),
    })),
  ];
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

/** «Теги» and «Удобства»: a toggle for each tag and each feature of the city (loaded, with a retry). */
export function TagAndFeatureFields({ chosen, change }: { chosen: TagsAndFeatures; change: SetTagsAndFeatures }) {
  return (
    <>
      <Field label={text.tags} group>
        <div className="flex flex-wrap gap-2">
          {PLACE_TAGS.map((tag) => (
            <ToggleTag
              key={tag}
              selected={chosen.tags.includes(tag)}
              onClick={() => change((current) => ({ tags: toggled(current.tags, tag) }))}
            >
              {PLACE_TAG_LABELS[tag]}
            </ToggleTag>
          ))}
        </div>
      </Field>
      <Field label={text.features} group>
        <FeatureChips
          selected={chosen.features}
          onToggle={(id) => change((current) => ({ features: toggled(current.features, id) }))}
        />
      </Field>
    </>
  );
}

/**
 * The less used filters behind a disclosure whose summary counts the ones chosen: open on larger screens, and on a
 * phone when the link arrives with some of them chosen.
 */
export function MoreFilters({ summary, chosen, children }: { summary: string; chosen: number; children: ReactNode }) {
  const { isMobile } = useDeviceClass();
  const [open, setOpen] = useState(() => !isMobile || chosen > 0);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-card border border-border bg-surface"
    >
      <summary className="flex min-h-touch cursor-pointer items-center gap-2 rounded-card px-4 font-medium focus-visible:outline-2 focus-visible:outline-ring">
        {summary}
        <span aria-hidden="true" className="ms-auto text-muted-foreground transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-5 border-t border-border p-4">{children}</div>
    </details>
  );
}
