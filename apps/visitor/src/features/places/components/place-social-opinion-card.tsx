import { useSession } from '@mesto/api-client/react';
import { OPINION_TAG_LABELS } from '@mesto/domain';
import { buttonVariants, OpinionCard } from '@mesto/ui';
import { Link } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { Opinion } from '../api/get-place-opinions.ts';
import { placeSocialMessages } from './place-social-messages.ts';

const text = placeSocialMessages.opinions;

/** One opinion on its place's page (so without the subject line); the author's own has «Изменить». */
export function PlaceSocialOpinionCard({
  opinion,
  timeZone,
  avatarUrl,
}: {
  opinion: Opinion;
  timeZone: string;
  avatarUrl: string | null;
}) {
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
      rating={opinion.rating}
      wasThere={opinion.wasThere}
      createdAt={opinion.createdAt}
      timeZone={timeZone}
      now={Date.now()}
      text={opinion.text}
      tags={opinion.tags.map((tag) => OPINION_TAG_LABELS[tag])}
      visibility={opinion.visibility}
      answer={
        opinion.feedback === null
          ? null
          : {
              organisationName: opinion.feedback.organisation?.name ?? opinion.place?.name ?? '',
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
            {text.editOwn}
          </Link>
        ) : undefined
      }
      linkComponent={RouterLink}
    />
  );
}
