import { useSession } from '@mesto/api-client/react';
import { DebouncedSearchForm, ListRows, pageItems } from '@mesto/app-shell';
import { isRoot } from '@mesto/domain';
import { Button, EmptyState, SearchIcon } from '@mesto/ui';
import { useState } from 'react';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import type { Feature } from '../../../lib/catalogue/types.ts';
import { messages } from '../../../messages.ts';
import { useSearchFeatures } from '../api/features.ts';
import { CreateFeatureForm } from '../components/create-feature-form.tsx';
import { RemoveFeatureDialog, RenameFeatureDialog, ReplaceFeatureDialog } from '../components/feature-dialogs.tsx';
import { useFeaturesSearchParams } from '../hooks/use-features-search-params.ts';
import { featureMessages } from '../messages.ts';

const screen = messages.screens.features;
const text = featureMessages.list;

type Action = { kind: 'rename' | 'remove' | 'replace'; feature: Feature } | null;

/**
 * `/business/features`: the features every place and event shares, with how much each is used. Anyone here may add
 * one; renaming, deleting and replacing change every place at once, so they are ROOT's.
 */
export default function PlaceFeaturesRoute() {
  const { user } = useSession();
  const root = isRoot(user);
  const [{ q }, setSearch] = useFeaturesSearchParams();
  const features = useSearchFeatures(q);
  const items = pageItems(features.data);
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);

  const content = () => {
    if (features.isPending) return <ListSkeleton label={text.loading} />;
    if (features.isError && items.length === 0) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void features.refetch()} />;
    }
    if (items.length === 0) {
      return q.trim() === '' ? (
        <EmptyState title={text.none} />
      ) : (
        <EmptyState icon={<SearchIcon />} title={text.nothingFound} description={text.nothingFoundHint} />
      );
    }
    return (
      <ListRows
        query={features}
        label={text.label}
        className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
      >
        {items.map((feature) => (
          <li key={feature.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words">
                {feature.name}
                {feature.icon === '' ? null : (
                  <span className="ms-2 font-mono text-xs text-muted-foreground">{feature.icon}</span>
                )}
              </span>
              <span className="text-sm text-muted-foreground">{text.uses(feature.uses)}</span>
            </div>
            {root ? (
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.renameLabel(feature.name)}
                  onClick={() => setAction({ kind: 'rename', feature })}
                >
                  {text.rename}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.replaceLabel(feature.name)}
                  onClick={() => setAction({ kind: 'replace', feature })}
                >
                  {text.replace}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  aria-label={text.removeLabel(feature.name)}
                  onClick={() => setAction({ kind: 'remove', feature })}
                >
                  {text.remove}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ListRows>
    );
  };

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      <CreateFeatureForm />
      {root ? null : <p className="text-muted-foreground">{text.rootOnly}</p>}
      <DebouncedSearchForm
        landmark
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={q}
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      {content()}
      {action?.kind === 'rename' ? <RenameFeatureDialog feature={action.feature} onClose={close} /> : null}
      {action?.kind === 'remove' ? <RemoveFeatureDialog feature={action.feature} onClose={close} /> : null}
      {action?.kind === 'replace' ? <ReplaceFeatureDialog feature={action.feature} onClose={close} /> : null}
    </CatalogueScreen>
  );
}
