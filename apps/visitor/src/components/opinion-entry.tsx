import type { components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { useNow } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, OPINION_TAG_LABELS } from '@mesto/domain';
import { buttonVariants, FoldedItem, moderationNotice, OpinionCard, type OpinionSubject } from '@mesto/ui';
import { Link } from 'react-router';
import { useStoredFiles } from '../api/get-file-urls.ts';
import { paths } from '../config/paths.ts';
import { messages } from '../messages.ts';
import { ReportControl } from './report-control.tsx';
import { RouterLink } from './router-link.tsx';

// One opinion as every screen shows it (everyone's opinions, a place's page, a profile): OpinionCard of @mesto/ui
// with the author, the subject, the business's answer and, on the viewer's own, «Изменить» (on others',
// «Пожаловаться»); a moderator's mark for its author, and folded away when the viewer blocked its author.

type Opinion = components['schemas']['Opinion'];

const text = { editOwn: 'Изменить' };

/** What the opinion is about, linked to its page. */
function subjectOf(opinion: Opinion): OpinionSubject | null {
  if (opinion.place !== null) return { name: opinion.place.name, href: paths.place.getHref(opinion.place.code) };
  if (opinion.event !== null) return { name: opinion.event.title, href: paths.event.getHref(opinion.event.code) };
  return null;
}

type OpinionEntryProps = {
  opinion: Opinion;
  avatarUrl?: string | null;
  /** The clock its dates are shown by (its place's, on a place's page). */
  timeZone?: string;
  /** Leave the subject line out (on the subject's own page). */
  withoutSubject?: boolean;
};

export function OpinionEntry(props: OpinionEntryProps) {
  // Folded for the one who blocked its author: a line and «Показать».
  if (props.opinion.authorBlocked) {
    return (
      <FoldedItem>
        <OpinionView {...props} />
      </FoldedItem>
    );
  }
  return <OpinionView {...props} />;
}

function OpinionView({
  opinion,
  avatarUrl = null,
  timeZone = DEFAULT_TIME_ZONE,
  withoutSubject = false,
}: OpinionEntryProps) {
  const { user } = useSession();
  const mine = user !== null && user.id === opinion.author.id;
  const author = opinion.author;
  const subject = subjectOf(opinion);
  // Asked only for an opinion with photos; they are below its text, so they may come a moment after the card.
  const photos = useStoredFiles(opinion.photoFileIds);
  const now = useNow().getTime();
  const authorName = author.displayName || author.username || author.code;
  const feedback = opinion.feedback;
  return (
    <OpinionCard
      id={`opinion-${opinion.id}`}
      author={{
        name: authorName,
        href: paths.profile.getHref(author.username ?? author.code),
        avatarUrl,
        gender: author.gender,
      }}
      subject={withoutSubject ? null : subject}
      rating={opinion.rating}
      wasThere={opinion.wasThere}
      createdAt={opinion.createdAt}
      timeZone={timeZone}
      now={now}
      text={opinion.text}
      tags={opinion.tags.map((tag) => OPINION_TAG_LABELS[tag])}
      photos={(photos.data ?? []).filter((file) => file !== null)}
      visibility={opinion.visibility}
      notice={moderationNotice(opinion.moderation)}
      answer={
        feedback === null
          ? null
          : {
              organisationName: feedback.organisation?.name ?? subject?.name ?? '',
              text: feedback.text,
              createdAt: feedback.createdAt,
              notice: moderationNotice(feedback.moderation),
            }
      }
      answerActions={
        feedback === null ? null : (
          <ReportControl
            subject={{ targetType: 'FEEDBACK', targetId: feedback.id }}
            // The answer names its organisation, not the team member who wrote it; the server refuses one's own.
            authorId={null}
            what={messages.report.subjects.FEEDBACK(feedback.organisation?.name ?? subject?.name ?? '')}
          />
        )
      }
      actions={
        mine ? (
          <Link
            to={paths.opinionsEditor.getHref({ id: opinion.id })}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {text.editOwn}
          </Link>
        ) : (
          <ReportControl
            subject={{ targetType: 'OPINION', targetId: opinion.id }}
            authorId={author.id}
            what={messages.report.subjects.OPINION(authorName)}
          />
        )
      }
      linkComponent={RouterLink}
    />
  );
}
