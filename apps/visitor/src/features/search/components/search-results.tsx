import type { SearchGroup } from '@mesto/ui';
import { Link } from 'react-router';
import { searchPageMessages as text } from '../messages.ts';

/** One group of results («Места», «События»…) as a list of links, each a title and a line under it. */
function ResultGroup({ group }: { group: SearchGroup }) {
  const headingId = `search-group-${group.key}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        {group.title} <span className="font-normal text-muted-foreground">{group.items.length}</span>
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {group.items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className="flex min-h-touch flex-col justify-center gap-0.5 px-4 py-3 hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <span className="break-words font-medium">{item.title}</span>
              {item.subtitle ? (
                <span className="break-words text-sm text-muted-foreground">{item.subtitle}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The groups with results, in the screen's order; the count is read out when it changes. */
export function SearchResults({ groups, refreshing }: { groups: readonly SearchGroup[]; refreshing: boolean }) {
  const shown = groups.filter((group) => group.items.length > 0);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <div aria-busy={refreshing} className="flex flex-col gap-8 transition-opacity aria-busy:opacity-60">
      <p role="status" className="text-muted-foreground">
        {text.found(count)}
      </p>
      {shown.map((group) => (
        <ResultGroup key={group.key} group={group} />
      ))}
    </div>
  );
}
