import { useSession } from '@mesto/api-client/react';
import { CursorList, pageItems } from '@mesto/app-shell';
import { formatCount, formatNumber, OPINION_TAG_LABELS, OPINION_TAGS } from '@mesto/domain';
import { buttonVariants, EmptyState, RatingStars, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import { OpinionEntry } from '../../../components/opinion-entry.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyPlaceOpinion } from '../api/get-my-place-opinion.ts';
import { authorAvatarIds, usePlaceOpinions } from '../api/get-place-opinions.ts';
import type { Place } from '../api/search-places.ts';
import { placeSocialMessages } from './place-social-messages.ts';

const text = placeSocialMessages;
const AVATAR_WIDTH = 96;

/** The praised tags with their counts, most mentioned first; tags nobody chose are left out. */
function tagCountsOf(counts: Place['opinionTagCounts']): { tag: (typeof OPINION_TAGS)[number]; count: number }[] {
  return OPINION_TAGS.map((tag) => ({ tag, count: counts[tag] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** «Написать мнение», or «Изменить моё мнение» once the person has written one: both open the editor for the place. */
function WriteOpinionLink({ place }: { place: Place }) {
  const { user } = useSession();
  const mine = useMyPlaceOpinion(place.code, user?.id ?? null);
  const hasOne = mine.data !== null && mine.data !== undefined;
  return (
    <Link
      to={paths.opinionsEditor.getHref({ place: place.code })}
      className={buttonVariants({ variant: hasOne ? 'secondary' : 'primary' })}
    >
      {hasOne ? text.opinions.edit : text.opinions.write}
    </Link>
  );
}

/** The place's average, how many opinions, and what people praise, as chips with counts. */
function RatingSummary({ place }: { place: Place }) {
  const tags = tagCountsOf(place.opinionTagCounts);
  return (
    <div className="flex flex-col gap-3">
      {place.rating === null ? (
        <p className="text-muted-foreground">{text.rating.noRating}</p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars value={place.rating} showValue size="lg" />
          <span className="text-muted-foreground">{formatCount(place.opinionCount, text.rating.count)}</span>
        </p>
      )}
      {tags.length === 0 ? null : (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-muted-foreground">{text.rating.tags}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {tags.map(({ tag, count }) => (
              <li key={tag} className="max-w-full">
                <Tag tone="primary">{text.rating.tagCount(OPINION_TAG_LABELS[tag], formatNumber(count))}</Tag>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The opinions about a place, newest first and more as the end scrolls into view, with the business's answers. */
export function PlaceSocialOpinions({ place }: { place: Place }) {
  const opinions = usePlaceOpinions(place.code);
  const items = pageItems(opinions.data);
  const avatarIds = authorAvatarIds(items);
  const avatars = useFileUrls(avatarIds, AVATAR_WIDTH);
  const avatarOf = (fileId: string | null) =>
    fileId === null ? null : (avatars.data?.[avatarIds.indexOf(fileId)] ?? null);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="place-opinions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="place-opinions" className="text-2xl font-semibold">
          {text.rating.title}
        </h2>
        <WriteOpinionLink place={place} />
      </div>
      <RatingSummary place={place} />
      <CursorList
        query={opinions}
        label={text.opinions.list}
        loadingLabel={text.opinions.loading}
        failedTitle={text.opinions.failed}
        getKey={(opinion) => opinion.id}
        className="flex flex-col gap-3"
        renderItem={(opinion) => (
          <li>
            <OpinionEntry
              opinion={opinion}
              timeZone={place.timeZone}
              avatarUrl={avatarOf(opinion.author.avatarFileId)}
              withoutSubject
            />
          </li>
        )}
        empty={<EmptyState title={text.opinions.empty} description={text.opinions.emptyHint} />}
      />
    </section>
  );
}
