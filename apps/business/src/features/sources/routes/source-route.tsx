import { DEFAULT_TIME_ZONE, formatNumber, SOURCE_KIND_LABELS } from '@mesto/domain';
import { buttonVariants, Card, EmptyState, Tag, useViewerTimeZone } from '@mesto/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSource } from '../api/list-sources.ts';
import type { Source } from '../api/types.ts';
import { useOwnerPlaces } from '../components/owner-fields.tsx';
import { SourceActions } from '../components/source-actions.tsx';
import { ownerOf } from '../components/source-card.tsx';
import { SourceHealth } from '../components/source-health.tsx';
import { SourceItems } from '../components/source-items.tsx';
import { SourceSettingsForm } from '../components/source-settings-form.tsx';
import { sourceName } from '../components/source-values.ts';
import { sourceMessages } from '../messages.ts';

const screen = messages.screens.source;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = sourceMessages.page;

/** The source at a glance: kind, address, whose it is, its health and what it gave, with its buttons. */
function SourceSummary({ source, onRemoved }: { source: Source; onRemoved: () => void }) {
  const timeZone = useViewerTimeZone() ?? DEFAULT_TIME_ZONE;
  return (
    <Card className="grid gap-4 p-4 sm:p-6 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col items-start gap-2">
        <Tag tone="info">{SOURCE_KIND_LABELS[source.kind]}</Tag>
        <dl className="grid min-w-0 gap-1">
          <dt className="text-sm text-muted-foreground">{text.address}</dt>
          <dd className="wrap-anywhere">{source.address}</dd>
          <dt className="text-sm text-muted-foreground">{sourceMessages.form.place}</dt>
          <dd>{ownerOf(source)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          {sourceMessages.list.seen(formatNumber(source.itemsSeen))} ·{' '}
          {sourceMessages.list.published(formatNumber(source.itemsPublished))}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <SourceHealth source={source} timeZone={timeZone} />
        <SourceActions source={source} onRemoved={onRemoved} />
      </div>
    </Card>
  );
}

function SourcePage({ source }: { source: Source }) {
  const navigate = useNavigate();
  const places = useOwnerPlaces();
  // Items happen by their place's clock; a source of no one place, by the city's.
  const timeZone = places.data.find((place) => place.id === source.placeId)?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <>
      <SourceSummary source={source} onRemoved={() => void navigate(paths.sources.getHref(), { replace: true })} />
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{text.settings}</h2>
        {/* A pause or a save elsewhere on the page gives a fresh source: the form starts over from it. */}
        <SourceSettingsForm key={source.updatedAt} source={source} />
      </section>
      <SourceItems sourceId={source.id} channel={source.kind === 'TELEGRAM_CHANNEL'} timeZone={timeZone} />
    </>
  );
}

/** `/business/sources/editor/{sourceId}`: one source — its health, its settings and what each of its items became. */
export default function SourceRoute() {
  const { sourceId = '' } = useParams();
  // A link with no id in it names no source; asking the API would only earn a 400.
  const wellFormed = UUID.test(sourceId);
  const source = useSource(sourceId, wellFormed);
  return (
    <CatalogueScreen
      title={screen.title}
      description={wellFormed && source.data ? sourceName(source.data) : screen.description}
      actions={
        <Link to={paths.sources.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {sourceMessages.form.toList}
        </Link>
      }
    >
      {!wellFormed ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : source.isPending ? (
        <EditorSkeleton />
      ) : source.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void source.refetch()} />
      ) : source.data === null ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : (
        <SourcePage source={source.data} />
      )}
    </CatalogueScreen>
  );
}
