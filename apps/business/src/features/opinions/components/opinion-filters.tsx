import { DebouncedSearchForm } from '@mesto/app-shell';
import { RATING_MAX, RATING_MIN } from '@mesto/domain';
import { Field, NativeSelect, SegmentedControl } from '@mesto/ui';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import type { OpinionFilters as Filters } from '../hooks/use-opinion-filters.ts';
import { opinionsMessages as text } from '../messages.ts';

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);
const answeredOptions = (['false', 'true', 'all'] as const).map((value) => ({
  value,
  label: text.answeredOptions[value],
}));

/** The filters of the opinions list: answered or not, the place, the stars and a word of the text. */
export function OpinionFilters({
  filters,
  onChange,
  scope,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
  scope: 'mine' | 'all';
}) {
  const places = usePlaceOptions(scope);
  return (
    <search aria-label={text.filters} className="flex flex-col gap-3">
      <SegmentedControl
        aria-label={text.answered}
        options={answeredOptions}
        value={filters.answered}
        onValueChange={(answered) => onChange({ answered })}
        className="self-start"
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.7fr)]">
        <DebouncedSearchForm
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={filters.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
        />
        <Field label={text.place}>
          <NativeSelect
            value={filters.place}
            onChange={(event) => onChange({ place: event.target.value })}
            disabled={places.isPending}
          >
            <option value="">{scope === 'mine' ? text.anyPlace : text.everyPlace}</option>
            {places.data.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.rating}>
          <NativeSelect
            value={filters.rating}
            onChange={(event) => onChange({ rating: event.target.value as Filters['rating'] })}
          >
            <option value="">{text.anyRating}</option>
            {ratings.map((rating) => (
              <option key={rating} value={String(rating)}>
                {text.stars(rating)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </search>
  );
}
