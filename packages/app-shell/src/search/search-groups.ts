import type { SearchGroup, SearchItem } from '@mesto/ui';
import type { GlobalSearchGroupKey, GlobalSearchResult } from './global-search-query.ts';
import { searchMessages } from './messages.ts';

type Item<Key extends GlobalSearchGroupKey> = GlobalSearchResult[Key][number];

/**
 * Where a result of each group leads in this app. A group without a link is left out of the results (e.g. people
 * in the business panel for anyone but ROOT).
 */
export type SearchLinks = { [Key in GlobalSearchGroupKey]?: ((item: Item<Key>) => string) | null };

/** The order of the groups on screen. */
const SEARCH_GROUP_ORDER: readonly GlobalSearchGroupKey[] = [
  'places',
  'events',
  'organisations',
  'eventLists',
  'people',
];

function titleOf(key: GlobalSearchGroupKey, item: Item<GlobalSearchGroupKey>): string {
  if (key === 'events') return (item as Item<'events'>).title;
  if (key === 'people') return (item as Item<'people'>).displayName;
  return (item as Item<'places' | 'organisations' | 'eventLists'>).name;
}

/**
 * The search's answer as the groups of `SearchBox`: each group with a link in this app, in the screen's order,
 * titled in Russian. Item ids carry their group, so an id never repeats across groups.
 */
export function searchGroups(result: GlobalSearchResult | undefined, links: SearchLinks): SearchGroup[] {
  if (result === undefined) return [];
  return SEARCH_GROUP_ORDER.flatMap((key) => {
    const link = links[key] as ((item: Item<GlobalSearchGroupKey>) => string) | null | undefined;
    if (!link) return [];
    const items: SearchItem[] = (result[key] as Item<GlobalSearchGroupKey>[]).map((item) => ({
      id: `${key}-${item.id}`,
      title: titleOf(key, item),
      subtitle: item.subtitle === '' ? null : item.subtitle,
      href: link(item),
    }));
    return [{ key, title: searchMessages.groups[key], items }];
  });
}
