import { type SetUrlState, useDebouncedText } from '@mesto/app-shell';
import { formatCount, OPINION_TAG_LABELS, OPINION_TAGS, RATING_MAX, RATING_MIN } from '@mesto/domain';
import { Button, Field, NativeSelect, SearchForm, SegmentedControl, ToggleTag } from '@mesto/ui';
import {
  filtersOfStarsChoice,
  isFiltered,
  NO_OPINION_FILTERS,
  type OpinionFilters,
  type opinionFilters,
  starsChoiceOf,
} from '../hooks/use-opinion-filters.ts';
import { opinionsMessages } from '../messages.ts';

const text = opinionsMessages.filters;

type Props = { filters: OpinionFilters; setFilters: SetUrlState<typeof opinionFilters> };

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

const stars = (count: number) => formatCount(count, text.starWords);
const descending = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);

const starsOptions = [
  { value: '', label: text.starsAny },
  // «4 и выше» … «2 и выше»: five and one are only exact.
  ...descending
    .filter((n) => n < RATING_MAX && n > RATING_MIN)
    .map((n) => ({ value: `min:${n}`, label: text.starsAtLeast(stars(n)) })),
  ...descending.map((n) => ({ value: `eq:${n}`, label: text.starsExactly(stars(n)) })),
];

const answeredOptions = [
  { value: 'any', label: text.answeredAny },
  { value: 'true', label: text.answeredYes },
  { value: 'false', label: text.answeredNo },
] as const;

/** The filters of `/opinions`, each written to the link as it changes. */
export function OpinionFiltersPanel({ filters, setFilters }: Props) {
  const [typed, setTyped] = useDebouncedText(filters.q, (q) => setFilters({ q }, { replace: true }));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchForm
          landmark
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={typed}
          onChange={setTyped}
          onSubmit={() => setFilters({ q: typed }, { replace: true })}
        />
        <Field label={text.stars}>
          <NativeSelect
            value={starsChoiceOf(filters)}
            options={starsOptions}
            onChange={(event) => setFilters(filtersOfStarsChoice(event.target.value))}
          />
        </Field>
      </div>
      <Field label={text.answered} group>
        <SegmentedControl
          options={answeredOptions}
          value={filters.answered ?? 'any'}
          onValueChange={(value) => setFilters({ answered: value === 'any' ? undefined : value })}
        />
      </Field>
      <Field label={text.tags} group>
        <div className="flex flex-wrap gap-2">
          {OPINION_TAGS.map((tag) => (
            <ToggleTag
              key={tag}
              selected={filters.tags.includes(tag)}
              onClick={() => setFilters((current) => ({ tags: toggled(current.tags, tag) }))}
            >
              {OPINION_TAG_LABELS[tag]}
            </ToggleTag>
          ))}
        </div>
      </Field>
      {isFiltered(filters) ? (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => {
            setTyped('');
            setFilters(NO_OPINION_FILTERS);
          }}
        >
          {text.reset}
        </Button>
      ) : null}
    </div>
  );
}
