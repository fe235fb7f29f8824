import { useSession } from '@mesto/api-client/react';
import { CursorList, pageItems, useNow, useShellConfig } from '@mesto/app-shell';
import { buttonVariants, EmptyState, FeedIcon, SegmentedControl } from '@mesto/ui';
import { Link } from 'react-router';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import { FeedEntry, feedAvatarIds } from '../../../components/feed-entry.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeed } from '../api/get-feed.ts';
import { FEED_VIEWS, type FeedView, useFeedView } from '../hooks/use-feed-view.ts';
import { feedMessages as text } from '../messages.ts';

const viewOptions = FEED_VIEWS.map((view) => ({ value: view, label: text.views[view] }));

/** Picture URLs of the people in the loaded entries, by file id. */
function useAvatars(fileIds: string[]): Map<string, string | null> {
  const urls = useFileUrls(fileIds, 96);
  return new Map(fileIds.map((id, index) => [id, urls.data?.[index] ?? null]));
}

/**
 * `/full-feed`: the city's stream, newest first, loading as you scroll — new events, opinions, rooms and check-ins,
 * each with its card. Signed in, it can keep to what I follow.
 */
export default function FullFeedRoute() {
  const shell = useShellConfig();
  const { user } = useSession();
  const [{ view: chosen }, setSearch] = useFeedView();
  const view: FeedView = user === null ? 'all' : chosen;
  const feed = useFeed(view);
  const avatars = useAvatars(feedAvatarIds(pageItems(feed.data)));
  const now = useNow().getTime();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>{shell.documentTitle(text.title)}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.title}</h1>
        <p className="text-lg text-muted-foreground">{user === null ? text.descriptionSignedOut : text.description}</p>
      </div>
      {user === null ? null : (
        <SegmentedControl<FeedView>
          options={viewOptions}
          value={view}
          onValueChange={(next) => setSearch({ view: next })}
          aria-label={text.view}
          className="self-start"
        />
      )}
      <CursorList
        query={feed}
        label={text.label}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        className="flex flex-col gap-6"
        getKey={(item) => `${item.type}-${item.id}`}
        renderItem={(item) => (
          <li>
            <FeedEntry item={item} avatars={avatars} now={now} headingLevel={2} />
          </li>
        )}
        empty={
          view === 'following' ? (
            <EmptyState
              icon={<FeedIcon />}
              title={text.emptyFollowing}
              description={text.emptyFollowingHint}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Link to={paths.places.getHref()} className={buttonVariants()}>
                    {text.toPlaces}
                  </Link>
                  <Link to={paths.people.getHref()} className={buttonVariants({ variant: 'secondary' })}>
                    {text.toPeople}
                  </Link>
                </div>
              }
            />
          ) : (
            <EmptyState icon={<FeedIcon />} title={text.empty} description={text.emptyHint} />
          )
        }
      />
    </section>
  );
}
