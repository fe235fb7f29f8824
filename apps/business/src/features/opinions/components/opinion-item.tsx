import { DEFAULT_TIME_ZONE, OPINION_TAG_LABELS } from '@mesto/domain';
import { Button, moderationNotice, OpinionCard } from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { visitorSiteUrl } from '../../../lib/visitor-site.ts';
import type { Opinion } from '../api/list-opinions.ts';
import { opinionsMessages as text } from '../messages.ts';
import { AnswerForm, type Feedback } from './answer-form.tsx';
import { OpinionAnalysis } from './opinion-analysis.tsx';
import { WriteToAuthor } from './write-to-author.tsx';

type Answer = {
  organisationName: string;
  text: string;
  tags: Feedback['tags'];
  createdAt: string;
  /** A moderator hid the answer: the team still sees it, marked with the reason. */
  notice?: ReactNode;
};

const fromOpinion = (opinion: Opinion): Answer | null =>
  opinion.feedback === null
    ? null
    : {
        organisationName: opinion.feedback.organisation?.name ?? text.ourAnswer,
        text: opinion.feedback.text,
        tags: opinion.feedback.tags,
        createdAt: opinion.feedback.createdAt,
        notice: moderationNotice(opinion.feedback.moderation),
      };

function subjectOf(opinion: Opinion) {
  if (opinion.place) return { name: opinion.place.name, href: paths.placeEditor.getHref(opinion.place.code) };
  if (opinion.event) return { name: opinion.event.title, href: paths.eventEditor.getHref(opinion.event.code) };
  return null;
}

/**
 * One opinion with its answer, and the answer form under it while open. Answering is offered on every opinion the
 * list shows but a note: the list holds only opinions about my organisations (ROOT: all), whose teams may answer
 * them. The server checks again on saving.
 */
export function OpinionItem({
  opinion,
  answering,
  onAnswering,
}: {
  opinion: Opinion;
  /** This opinion's answer form is open (one at a time on the screen). */
  answering: boolean;
  onAnswering: (open: boolean) => void;
}) {
  // The answer just saved, shown before the list is fetched again (see useSaveFeedback).
  const [saved, setSaved] = useState<Answer | null>(null);
  const answer = saved ?? fromOpinion(opinion);
  const canAnswer = opinion.visibility !== 'NOTES';
  const author = opinion.author.displayName;
  // The author's profile is on the public site.
  const profile = `${visitorSiteUrl()}profile/${encodeURIComponent(opinion.author.username ?? opinion.author.code)}`;

  return (
    <li className="flex flex-col gap-2">
      <OpinionCard
        author={{ name: author, href: profile }}
        subject={subjectOf(opinion)}
        rating={opinion.rating}
        wasThere={opinion.wasThere}
        createdAt={opinion.createdAt}
        timeZone={DEFAULT_TIME_ZONE}
        text={opinion.text}
        tags={opinion.tags.map((tag) => OPINION_TAG_LABELS[tag])}
        visibility={opinion.visibility}
        answer={answer}
        linkComponent={RouterLink}
        // The place's team still sees an opinion a moderator hid, marked with the reason.
        notice={moderationNotice(opinion.moderation)}
        actions={
          <div className="flex w-full flex-col gap-3">
            <OpinionAnalysis opinion={opinion} />
            {canAnswer && !answering ? (
              <div className="flex flex-wrap items-center gap-2">
                <Button variant={answer === null ? 'primary' : 'secondary'} size="sm" onClick={() => onAnswering(true)}>
                  {answer === null ? text.answer : text.editAnswer}
                </Button>
                <WriteToAuthor opinionId={opinion.id} author={author} />
              </div>
            ) : null}
          </div>
        }
      />
      {answering ? (
        <AnswerForm
          opinionId={opinion.id}
          author={author}
          saved={answer}
          onCancel={() => onAnswering(false)}
          onSaved={(feedback) => {
            setSaved({
              organisationName: feedback.organisation?.name ?? text.ourAnswer,
              text: feedback.text,
              tags: feedback.tags,
              createdAt: feedback.createdAt,
            });
            onAnswering(false);
          }}
        />
      ) : null}
    </li>
  );
}
