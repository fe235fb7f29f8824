import {
  COMPLAINT_REASON_LABELS,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  HELD_REASON_LABELS,
} from '@mesto/domain';
import { buttonVariants, Card, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { ModerationItem } from '../api/moderation.ts';
import { moderationMessages as text } from '../messages.ts';
import { stateLabel } from './decision-history.tsx';

const reasonLabel = (reason: string) =>
  COMPLAINT_REASON_LABELS[reason as keyof typeof COMPLAINT_REASON_LABELS] ?? reason;
const heldLabel = (reason: string) => HELD_REASON_LABELS[reason as keyof typeof HELD_REASON_LABELS] ?? reason;

/** What the item is, in a few words: «Мнение · Бар «Маяк»». */
export function itemName(item: Pick<ModerationItem, 'targetType' | 'title'>): string {
  const kind = text.targets[item.targetType] ?? item.targetType;
  return item.title ? `${kind} · ${item.title}` : kind;
}

/** The author line: name, username, since when, and their record (opinions, hidden, deleted, complaints). */
export function AuthorLine({ item }: { item: ModerationItem }) {
  const { author, authorHistory: history } = item;
  if (author === null) return <p className="text-sm text-muted-foreground">{text.item.anonymousAuthor}</p>;
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <p>
        <span className="text-muted-foreground">{text.author}: </span>
        <span className="font-medium">{author.name}</span>
        {author.username ? <span className="text-muted-foreground"> @{author.username}</span> : null}
        <span className="text-muted-foreground">
          {' '}
          · {text.authorSince(formatDate(new Date(author.createdAt), DEFAULT_TIME_ZONE))}
        </span>
      </p>
      <p className="text-muted-foreground">
        {text.authorHistory(history.opinions, history.hidden, history.deleted, history.complaintsAgainst)}
      </p>
    </div>
  );
}

/** The reasons people gave, each with how many gave it. */
export function ReasonCounts({ reasons }: { reasons: ModerationItem['reasons'] }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label={text.reasons} className="flex flex-wrap gap-1.5">
      {reasons.map((entry) => (
        <li key={entry.reason}>
          <Tag tone="warn">
            {reasonLabel(entry.reason)} · {entry.count}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** One row of the queue: what, by whom, how many complaints and why, what was decided before; «Разобрать». */
export function QueueItem({ item }: { item: ModerationItem }) {
  const name = itemName(item);
  const href = paths.moderationItem.getHref(item.targetType, item.targetId);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-lg font-semibold">
            <Link to={href} className="hover:underline">
              {name}
            </Link>
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {item.state === 'VISIBLE' ? null : (
              <Tag tone={item.state === 'HELD' ? 'info' : 'danger'}>{stateLabel(item.state)}</Tag>
            )}
            {item.complaints > 0 ? <Tag tone="warn">{text.complaints(item.complaints)}</Tag> : null}
          </div>
        </div>
        <p className="line-clamp-4 whitespace-pre-line break-words">
          {item.text.trim() === '' ? <span className="text-muted-foreground">{text.noText}</span> : item.text}
        </p>
        <AuthorLine item={item} />
        {item.heldReason ? <p className="text-sm">{text.held(heldLabel(item.heldReason))}</p> : null}
        <ReasonCounts reasons={item.reasons} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {item.lastComplaintAt
              ? text.lastComplaint(formatDateTime(new Date(item.lastComplaintAt), DEFAULT_TIME_ZONE))
              : null}
            {item.decisions.length > 0 ? ` · ${text.decisionsCount(item.decisions.length)}` : null}
          </p>
          <Link
            to={href}
            aria-label={text.openLabel(name)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {text.open}
          </Link>
        </div>
      </Card>
    </li>
  );
}
