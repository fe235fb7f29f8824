import { formatDateTime, type Gender, Visibility } from '@mesto/domain';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../avatar/avatar.tsx';
import { Card } from '../card/card.tsx';
import { LockIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { PhotoGallery } from '../photo-gallery/photo-gallery.tsx';
import { RatingStars } from '../rating/rating-stars.tsx';
import type { ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Tag } from '../tag/tag.tsx';
import { opinionCardMessages as text } from './messages.ts';
import { relativeDate } from './relative-date.ts';

export type OpinionAuthor = {
  name: string;
  /** The author's profile; without it the name is plain text. */
  href?: string | null;
  avatarUrl?: string | null;
  /** Words «был здесь» as «была здесь» for a woman. */
  gender?: Gender | null;
};

export type OpinionSubject = { name: string; href?: string | null };

export type OpinionAnswer = {
  /** The place or organiser that answers. */
  organisationName: string;
  text: string;
  /** An ISO instant. */
  createdAt: string;
  /** A mark above the answer's text (a moderator hid it: `ModerationNotice`), for the team that still sees it. */
  notice?: ReactNode;
};

export type OpinionCardProps = {
  author: OpinionAuthor;
  /** The place or event the opinion is about; left out on that place's or event's own page. */
  subject?: OpinionSubject | null;
  /** One to five stars. */
  rating: number;
  /** The author checked in at the place shortly before writing (see WAS_THERE_DAYS). */
  wasThere?: boolean;
  /** An ISO instant. */
  createdAt: string;
  /** The IANA zone dates are shown in (the place's or the city's). */
  timeZone: string;
  /** The present moment: with it recent dates read «5 минут назад», «вчера». */
  now?: Date | number;
  text?: string | null;
  /** Readable tag labels (from OPINION_TAG_LABELS). */
  tags?: readonly string[];
  /** The author's photos, in their order: thumbnails that open large. */
  photos?: readonly ResponsiveImageSource[];
  /** A badge unless PUBLIC: «Только друзьям», «Заметка для себя». */
  visibility?: Visibility;
  /** The business's answer under the opinion. */
  answer?: OpinionAnswer | null;
  /** Longer texts are cut to a few lines with «Показать полностью». */
  collapseAfter?: number;
  /** Buttons at the bottom («Изменить», «Ответить»); the caller renders them. */
  actions?: ReactNode;
  /** Buttons under the answer («Пожаловаться» on it). */
  answerActions?: ReactNode;
  /** A mark above the opinion, e.g. «Скрыто модератором: …» (ModerationNotice) for its author. */
  notice?: ReactNode;
  linkComponent?: LinkComponent;
  /** The element id a link may point at (`#opinion-<id>`, e.g. from the moderation queue). */
  id?: string;
  className?: string;
};

/** One opinion about a place or an event: who, about what, how many stars, what they wrote, and the answer. */
export function OpinionCard({
  author,
  subject = null,
  rating,
  wasThere = false,
  createdAt,
  timeZone,
  now,
  text: body = null,
  tags = [],
  photos = [],
  visibility = Visibility.PUBLIC,
  answer = null,
  collapseAfter = 320,
  actions,
  answerActions,
  notice,
  linkComponent: Link = PlainLink,
  id,
  className,
}: OpinionCardProps) {
  const titleId = useId();
  const date = new Date(createdAt);
  return (
    <Card className={cn('gap-3 p-4 sm:p-5', className)}>
      <article id={id} aria-labelledby={titleId} className="flex scroll-mt-24 flex-col gap-3">
        {notice === undefined || notice === null ? null : notice}
        <header className="flex items-start gap-3">
          <Avatar name={author.name} src={author.avatarUrl} size="md" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p id={titleId} className="break-words font-semibold leading-snug">
              {author.href ? (
                <Link href={author.href} className="hover:underline">
                  {author.name}
                </Link>
              ) : (
                author.name
              )}
              {subject === null ? null : ' '}
              {subject === null ? null : (
                <span className="font-normal text-muted-foreground">
                  {text.about}{' '}
                  {subject.href ? (
                    <Link href={subject.href} className="font-medium text-foreground hover:underline">
                      {subject.name}
                    </Link>
                  ) : (
                    <span className="font-medium text-foreground">{subject.name}</span>
                  )}
                </span>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={createdAt} title={formatDateTime(date, timeZone)}>
                {relativeDate(date, timeZone, now)}
              </time>
            </p>
          </div>
        </header>
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars value={rating} size="md" />
          {wasThere ? (
            <Tag tone="success">{author.gender === 'FEMALE' ? text.wasThere.FEMALE : text.wasThere.MALE}</Tag>
          ) : null}
          {visibility === Visibility.PUBLIC ? null : (
            <Tag tone="info" icon={<LockIcon className="size-3.5 shrink-0" />}>
              {text.visibility[visibility]}
            </Tag>
          )}
        </div>
        {body === null || body === '' ? null : <CollapsibleText text={body} collapseAfter={collapseAfter} />}
        <PhotoGallery
          photos={photos}
          alt={text.photo}
          label={text.photos}
          sizes="(min-width: 640px) 120px, 30vw"
          className="grid-cols-3 sm:grid-cols-[repeat(auto-fill,minmax(6rem,7.5rem))]"
          thumbnailClassName="aspect-square rounded-control"
        />
        {tags.length === 0 ? null : (
          <ul className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Tag>{tag}</Tag>
              </li>
            ))}
          </ul>
        )}
        {answer === null ? null : (
          <section
            aria-label={text.answer(answer.organisationName)}
            className="flex flex-col gap-1 rounded-control border-s-4 border-primary bg-surface-muted px-3 py-2.5"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="break-words font-semibold">{text.answer(answer.organisationName)}</span>
              <time
                dateTime={answer.createdAt}
                title={formatDateTime(new Date(answer.createdAt), timeZone)}
                className="text-muted-foreground"
              >
                {relativeDate(new Date(answer.createdAt), timeZone, now)}
              </time>
            </p>
            {answer.notice ?? null}
            <p className="whitespace-pre-line break-words">{answer.text}</p>
            {answerActions === undefined || answerActions === null ? null : (
              <div className="flex flex-wrap items-center justify-end gap-2">{answerActions}</div>
            )}
          </section>
        )}
        {actions === undefined || actions === null ? null : (
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">{actions}</div>
        )}
      </article>
    </Card>
  );
}

/** The opinion's text, cut to five lines when long; the button says whether it is open for screen readers. */
function CollapsibleText({ text: body, collapseAfter }: { text: string; collapseAfter: number }) {
  const id = useId();
  const long = body.length > collapseAfter;
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} className={cn('whitespace-pre-line break-words', long && !expanded && 'line-clamp-5')}>
        {body}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className={cn(
            'min-h-touch rounded-control text-sm font-medium text-primary hover:underline sm:min-h-8',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          {expanded ? text.showLess : text.showMore}
        </button>
      ) : null}
    </div>
  );
}

/** The card's shape while opinions load. */
export function OpinionCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('gap-3 p-4 sm:p-5', className)} aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </Card>
  );
}
