import { CursorList, pageItems, useShellConfig } from '@mesto/app-shell';
import { buttonVariants, EmptyState, PageMeta, SearchIcon } from '@mesto/ui';
import { Link } from 'react-router';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { OpinionEntry } from '../../../components/opinion-entry.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSearchOpinions } from '../api/search-opinions.ts';
import { OpinionFiltersPanel } from '../components/opinion-filters.tsx';
import { isFiltered, toOpinionQuery, useOpinionFilters } from '../hooks/use-opinion-filters.ts';
import { opinionsMessages } from '../messages.ts';

const screen = messages.screens.opinions;
const text = opinionsMessages.list;
const AVATAR_WIDTH = 96;

function WriteLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.opinionsEditor.getHref()} className={buttonVariants({ variant, className: 'self-start' })}>
      {text.write}
    </Link>
  );
}

/**
 * `/opinions`: the latest opinions of everyone, as the viewer may see them (friends-only ones among friends, one's
 * own notes), filtered by stars, praised tags, the business's answer and words — all kept in the link.
 */
export default function OpinionsRoute() {
  const shell = useShellConfig();
  const [filters, setFilters] = useOpinionFilters();
  const opinions = useSearchOpinions(toOpinionQuery(filters));
  const items = pageItems(opinions.data);
  const avatarIds = [...new Set(items.flatMap((item) => (item.author.avatarFileId ? [item.author.avatarFileId] : [])))];
  const avatars = useFileUrls(avatarIds, AVATAR_WIDTH);
  const avatarOf = (fileId: string | null) =>
    fileId === null ? null : (avatars.data?.[avatarIds.indexOf(fileId)] ?? null);

  return (
    <CatalogueScreen title={screen.title} description={text.description} meta={<WriteLink />}>
      <PageMeta title={shell.documentTitle(screen.title)} description={text.description} />
      <OpinionFiltersPanel filters={filters} setFilters={setFilters} />
      <section aria-label={text.results} className="flex flex-col gap-3">
        <CursorList
          query={opinions}
          label={text.results}
          loadingLabel={text.loading}
          failedTitle={text.failed}
          getKey={(opinion) => opinion.id}
          className="flex flex-col gap-3"
          renderItem={(opinion) => (
            <li>
              <OpinionEntry opinion={opinion} avatarUrl={avatarOf(opinion.author.avatarFileId)} />
            </li>
          )}
          filtered={isFiltered(filters)}
          empty={
            <EmptyState title={text.empty} description={text.emptyHint} action={<WriteLink variant="secondary" />} />
          }
          nothingFound={
            <EmptyState icon={<SearchIcon />} title={text.nothingFound} description={text.nothingFoundHint} />
          }
        />
      </section>
    </CatalogueScreen>
  );
}
