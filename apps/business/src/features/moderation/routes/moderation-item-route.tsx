import { ApiError } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { HttpStatus, LoadFailed } from '@mesto/app-shell';
import {
  COMPLAINT_REASON_LABELS,
  COMPLAINT_TARGETS,
  type ComplaintTarget,
  canModerate,
  DEFAULT_TIME_ZONE,
  formatDateTime,
} from '@mesto/domain';
import { buttonVariants, Card, EmptyState, Skeleton, Tag } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { visitorSiteUrl } from '../../../lib/visitor-site.ts';
import { messages } from '../../../messages.ts';
import { type ModerationItemDetails, useModerationItem } from '../api/moderation.ts';
import { DecisionHistory, stateLabel } from '../components/decision-history.tsx';
import { ModerationActions } from '../components/moderation-actions.tsx';
import { AuthorLine, itemName, ReasonCounts } from '../components/queue-item.tsx';
import { moderationMessages as text } from '../messages.ts';

const screen = messages.screens.moderation;

const isTarget = (value: string): value is ComplaintTarget => (COMPLAINT_TARGETS as readonly string[]).includes(value);

/** The item on the public site, from its visitor path (`/places/<code>#opinion-<id>`). */
const onSite = (link: string) => new URL(link.replace(/^\//, ''), new URL(visitorSiteUrl(), window.location.href)).href;

function ItemSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-busy="true">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <Skeleton className="h-6 w-64 max-w-full" />
      <Skeleton className="h-20" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-11 w-72 max-w-full" />
    </Card>
  );
}

function Item({ item }: { item: ModerationItemDetails }) {
  const name = itemName(item);
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-xl font-semibold">{name}</h2>
          <Tag tone={item.state === 'VISIBLE' ? 'success' : item.state === 'HELD' ? 'info' : 'danger'}>
            {text.item.state}: {stateLabel(item.state)}
          </Tag>
        </div>
        <section
          aria-label={text.item.text}
          className="rounded-control border border-border bg-surface-muted px-3 py-2"
        >
          <p className="whitespace-pre-line break-words">
            {item.text.trim() === '' ? <span className="text-muted-foreground">{text.noText}</span> : item.text}
          </p>
        </section>
        <AuthorLine item={item} />
        {item.link ? (
          <a
            href={onSite(item.link)}
            target="_blank"
            rel="noreferrer"
            className="self-start text-sm font-medium text-primary hover:underline"
          >
            {text.onSite}
          </a>
        ) : null}
        <ModerationActions targetType={item.targetType} targetId={item.targetId} state={item.state} what={name} />
      </Card>
      <section className="flex flex-col gap-3" aria-labelledby="moderation-complaints">
        <h2 id="moderation-complaints" className="text-lg font-semibold">
          {text.item.complaints}
        </h2>
        <ReasonCounts reasons={item.reasons} />
        {item.complaintsList.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.item.noComplaints}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
            {item.complaintsList.map((complaint) => (
              <li
                key={`${complaint.author?.id ?? ''}:${complaint.createdAt}`}
                className="flex flex-col gap-1 p-3 text-sm"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">
                    {COMPLAINT_REASON_LABELS[complaint.reason as keyof typeof COMPLAINT_REASON_LABELS] ??
                      complaint.reason}
                  </span>
                  <time dateTime={complaint.createdAt} className="text-muted-foreground">
                    {formatDateTime(new Date(complaint.createdAt), DEFAULT_TIME_ZONE)}
                  </time>
                </p>
                {complaint.text ? <p className="whitespace-pre-line break-words">{complaint.text}</p> : null}
                <p className="text-muted-foreground">{complaint.author?.name ?? text.item.anonymousAuthor}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="moderation-history">
        <h2 id="moderation-history" className="text-lg font-semibold">
          {text.history.title}
        </h2>
        <DecisionHistory decisions={item.decisions} />
      </section>
    </div>
  );
}

function ItemScreen({ targetType, targetId }: { targetType: ComplaintTarget; targetId: string }) {
  const item = useModerationItem(targetType, targetId);
  if (item.isPending) return <ItemSkeleton />;
  if (item.isError) {
    if (item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400)) {
      return <NotFound />;
    }
    return <LoadFailed title={text.item.loadFailed} onRetry={() => void item.refetch()} />;
  }
  return <Item item={item.data} />;
}

function NotFound() {
  return (
    <>
      <HttpStatus code={404} />
      <EmptyState title={text.item.notFound} description={text.item.notFoundHint} />
    </>
  );
}

/**
 * `/business/moderation/{targetType}/{targetId}`: one item of the queue — its text, its author and their record,
 * every complaint, the decisions taken before — and the decision: keep, hide or delete, with a reason.
 */
export default function ModerationItemRoute() {
  const { user } = useSession();
  const { targetType = '', targetId = '' } = useParams();
  const back = (
    <Link to={paths.moderation.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
      ← {text.back}
    </Link>
  );
  return (
    <CatalogueScreen title={text.item.title} description={screen.description} actions={back}>
      {!canModerate(user) ? (
        <Card className="flex flex-col gap-2 p-5 sm:p-6">
          <p className="font-medium">{text.moderatorsOnly}</p>
          <p className="text-muted-foreground">{text.moderatorsOnlyHint}</p>
        </Card>
      ) : isTarget(targetType) ? (
        <ItemScreen targetType={targetType} targetId={targetId} />
      ) : (
        <NotFound />
      )}
    </CatalogueScreen>
  );
}
