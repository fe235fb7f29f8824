import { useSession } from '@mesto/api-client/react';
import { DEFAULT_TIME_ZONE, OPINION_TAG_LABELS } from '@mesto/domain';
import { buttonVariants, OpinionCard, type OpinionSubject } from '@mesto/ui';
import { Link } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { Opinion } from '../api/search-opinions.ts';
import { opinionsMessages } from '../messages.ts';

/** What the opinion is about, linked to its page. */
export function subjectOf(opinion: Opinion): OpinionSubject | null {
  if (opinion.place !== null) return { name: opinion.place.name, href: paths.place.getHref(opinion.place.code) };
  if (opinion.event !== null) return { name: opinion.event.title, href: paths.event.getHref(opinion.event.code) };
  return null;
}

/** One opinion among everyone's: who, about which place or event, the stars, the text and the business's answer. */
export function OpinionItemCard({ opinion, avatarUrl }: { opinion: Opinion; avatarUrl: string | null }) {
  const { user } = useSession();
  const mine = user !== null && user.id === opinion.author.id;
  return (
    <OpinionCard
      author={{
        name: opinion.author.displayName,
        href: paths.profile.getHref(opinion.author.username ?? opinion.author.code),
        avatarUrl,
        gender: opinion.author.gender,
      }}
      subject={subjectOf(opinion)}
      rating={opinion.rating}
      wasThere={opinion.wasThere}
      createdAt={opinion.createdAt}
      timeZone={DEFAULT_TIME_ZONE}
      now={Date.now()}
      text={opinion.text}
      tags={opinion.tags.map((tag) => OPINION_TAG_LABELS[tag])}
      visibility={opinion.visibility}
      answer={
        opinion.feedback === null
          ? null
          : {
              organisationName: opinion.feedback.organisation?.name ?? subjectOf(opinion)?.name ?? '',
              text: opinion.feedback.text,
              createdAt: opinion.feedback.createdAt,
            }
      }
      actions={
        mine ? (
          <Link
            to={paths.opinionsEditor.getHref({ id: opinion.id })}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {opinionsMessages.list.editOwn}
          </Link>
        ) : undefined
      }
      linkComponent={RouterLink}
    />
  );
}
