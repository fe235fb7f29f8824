import { Field } from '../field/field.tsx';
import { Input } from '../input/input.tsx';

export type SearchFormProps = {
  /** The field's visible label («Поиск»). */
  label: string;
  placeholder: string;
  /** The text in the box (what is typed, not yet searched for while the caller waits for a pause). */
  value: string;
  onChange: (value: string) => void;
  /** Enter: search for the text at once. */
  onSubmit: () => void;
  /** Wraps the form in a `search` landmark; off when the caller's own landmark holds it with other filters. */
  landmark?: boolean;
  className?: string;
};

/**
 * A list's search box: a labelled `type="search"` field in a form, so Enter (the phone keyboard's «Найти» too)
 * searches at once. It does not debounce: the caller decides when typing becomes a search.
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  landmark = false,
  className,
}: SearchFormProps) {
  const form = (
    <form
      className={landmark ? undefined : className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field label={label}>
        <Input
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
    </form>
  );
  return landmark ? <search className={className}>{form}</search> : form;
}
