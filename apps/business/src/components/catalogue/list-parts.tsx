import { Button, buttonVariants, EmptyState, Field, Input, SearchIcon } from '@mesto/ui';
import { Link } from 'react-router';

// The parts every catalogue list of the panel shares around its CursorList: the search field, the state of a list
// its filters emptied, and the state of a list with nothing yet.

/** The search of a list: typed text debounced by the screen; Enter applies it at once. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
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
}

/** Filters left nothing: say so and offer to reset them. */
export function NothingFound({
  title,
  hint,
  resetLabel,
  onReset,
}: {
  title: string;
  hint: string;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={title}
      description={hint}
      action={
        <Button variant="secondary" onClick={onReset}>
          {resetLabel}
        </Button>
      }
    />
  );
}

/** Nothing yet: what to create first. */
export function NoneYet({
  title,
  hint,
  createHref,
  createLabel,
}: {
  title: string;
  hint: string;
  createHref: string;
  createLabel: string;
}) {
  return (
    <EmptyState
      title={title}
      description={hint}
      action={
        <Link to={createHref} className={buttonVariants()}>
          {createLabel}
        </Link>
      }
    />
  );
}
