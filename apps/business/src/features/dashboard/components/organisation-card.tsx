import { TEAM_KIND_LABELS } from '@mesto/domain';
import { buttonVariants, Card, Skeleton, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Organisation } from '../../../lib/catalogue/types.ts';
import type { OrganisationSummary } from '../api/organisation-summary.ts';
import { dashboardMessages as text } from '../messages.ts';
import { type AttentionItem, attentionOf } from './attention.ts';

const SHOWN = 6;

const hrefOf = (item: AttentionItem) =>
  item.place !== undefined ? paths.placeEditor.getHref(item.place) : paths.eventEditor.getHref(item.event ?? '');

/** One of my organisations: my role, how many places and upcoming events, and what needs attention, with links. */
export function OrganisationCard({
  organisation,
  summary,
}: {
  organisation: Organisation;
  summary: OrganisationSummary | undefined;
}) {
  const headingId = `organisation-${organisation.id}`;
  const attention = summary === undefined ? [] : attentionOf(summary);
  const upcoming = summary === undefined ? 0 : summary.events.length;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-xl font-semibold break-words">
            <Link
              to={paths.organisationEditor.getHref(organisation.code)}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {organisation.name}
            </Link>
          </h2>
          {organisation.myRole === null ? null : (
            <Tag tone={organisation.myRole === 'DEFAULT' ? 'primary' : 'neutral'}>
              {TEAM_KIND_LABELS[organisation.myRole]}
            </Tag>
          )}
        </div>
        {summary === undefined ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64 max-w-full" />
          </div>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.places.getHref({ organisation: organisation.id })}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {text.places(summary.places.length, summary.morePlaces)}
              </Link>
              <Link
                to={paths.events.getHref({ organisation: organisation.id })}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {text.upcoming(upcoming, summary.moreEvents)}
              </Link>
            </div>
            {attention.length === 0 ? (
              <p className="text-sm text-muted-foreground">{text.allGood}</p>
            ) : (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{text.attention}</h3>
                <ul className="flex flex-col gap-1.5">
                  {attention.slice(0, SHOWN).map((item) => (
                    <li key={item.key} className="flex flex-wrap items-center gap-2 text-sm">
                      <Tag tone="warn">{text[item.kind]}</Tag>
                      <Link
                        to={hrefOf(item)}
                        className="min-w-0 break-words underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
                {attention.length > SHOWN ? (
                  <p className="text-sm text-muted-foreground">{text.more(attention.length - SHOWN)}</p>
                ) : null}
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
