import { SearchForm } from '@mesto/ui';
import { useDebouncedText } from './use-debounced-text.ts';

export type DebouncedSearchFormProps = {
  label: string;
  placeholder: string;
  /** The search in force, as the link has it (`?q=`). */
  value: string;
  /** Writes a search to the link: once typing pauses, or at once on Enter. */
  onSearch: (text: string) => void;
  /** Wraps the form in a `search` landmark; off when the caller's own landmark holds it with other filters. */
  landmark?: boolean;
  className?: string;
};

/**
 * The search box of a list whose search lives in the link: typing shows at once and searches once it pauses
 * (`useDebouncedText`), Enter searches at once, and back or forward put the box back in step.
 */
export function DebouncedSearchForm({ value, onSearch, ...form }: DebouncedSearchFormProps) {
  const [typed, setTyped] = useDebouncedText(value, onSearch);
  return <SearchForm {...form} value={typed} onChange={setTyped} onSubmit={() => onSearch(typed)} />;
}
