import { buttonVariants, EmptyState } from '@mesto/ui';
import { Link } from 'react-router';

// The parts every catalogue list of the panel shares around its CursorList: the search field (typed text debounced
// by the screen, Enter applies it at once), the state of a list its filters emptied, and the state of a list with
// nothing yet. The first two are the ones both apps share.

export { NothingFound } from '@mesto/app-shell';
export { SearchForm as ListSearch } from '@mesto/ui';

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
