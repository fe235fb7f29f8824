import { useSession } from '@mesto/api-client/react';
import { Button, Skeleton, ToggleTag } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useFeatures } from '../../../api/get-features.ts';
import { useToggleFavouriteFeature } from '../api/toggle-favourite-feature.ts';
import { profileEditorMessages as text } from '../messages.ts';

/**
 * The features a person cares about (Wi-Fi, a terrace…), as chips that switch on and off at once: each press is
 * saved by itself, apart from the profile form.
 */
export function FavouriteFeatures() {
  const { user } = useSession();
  const features = useFeatures();
  const toggle = useToggleFavouriteFeature();
  const chosen = new Set(user?.favoriteFeatureIds ?? []);
  const pendingId = toggle.isPending ? toggle.variables?.body._features[0] : undefined;

  let content: ReactNode;
  if (features.isPending) {
    content = (
      <div className="flex flex-wrap gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          {text.favouritesLoading}
        </span>
        {[0, 1, 2, 3].map((chip) => (
          <Skeleton key={chip} className="h-11 w-28 rounded-full" />
        ))}
      </div>
    );
  } else if (features.isError) {
    content = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-danger">{text.favouritesFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void features.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  } else if (features.data.length === 0) {
    content = <p className="text-muted-foreground">{text.favouritesNone}</p>;
  } else {
    content = (
      <ul className="flex flex-wrap gap-2">
        {features.data.map((feature) => (
          <li key={feature.id}>
            <ToggleTag
              selected={chosen.has(feature.id)}
              aria-busy={pendingId === feature.id || undefined}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ body: { _features: [feature.id] } })}
            >
              {feature.name}
            </ToggleTag>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="favourite-features">
      <div className="flex flex-col gap-1">
        <h2 id="favourite-features" className="text-lg font-semibold">
          {text.favourites}
        </h2>
        <p className="text-sm text-muted-foreground">{text.favouritesHint}</p>
      </div>
      {content}
    </section>
  );
}
