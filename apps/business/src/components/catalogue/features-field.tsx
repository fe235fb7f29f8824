import { ApiError } from '@mesto/api-client';
import { FEATURE_NAME_RULE, validateText } from '@mesto/domain';
import { Button, Field, Input, Skeleton, ToggleTag, toast } from '@mesto/ui';
import { type KeyboardEvent, useState } from 'react';
import { useAllFeatures, useCreateFeature } from '../../lib/catalogue/features.ts';
import { catalogueMessages } from './catalogue-messages.ts';

const text = catalogueMessages.features;

/** Adds a missing feature inline (inside the editor's form, so no form of its own: Enter adds, not saves). */
function AddFeature({ onAdded }: { onAdded: (id: string) => void }) {
  const create = useCreateFeature();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = async () => {
    const checked = validateText(name, FEATURE_NAME_RULE);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    try {
      const feature = await create.mutateAsync({ body: { name: checked.value } });
      toast({ severity: 'success', description: text.added(feature.name) });
      onAdded(feature.id);
      setName('');
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.name ?? failure.message) : String(failure));
    }
  };

  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {text.add}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label={text.name} error={error} className="sm:flex-1">
        <Input
          value={name}
          placeholder={text.placeholder}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
        />
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button variant="secondary" loading={create.isPending} onClick={() => void add()}>
          {text.create}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The features of a place or an event as chips to switch on and off, and a missing one added on the spot. */
export function FeaturesField({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (featureIds: string[]) => void;
  disabled?: boolean;
}) {
  const features = useAllFeatures();
  const chosen = new Set(value);
  if (features.isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          {text.loading}
        </span>
        {[0, 1, 2, 3].map((chip) => (
          <Skeleton key={chip} className="h-11 w-28 rounded-full" />
        ))}
      </div>
    );
  }
  if (features.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-danger">{text.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void features.refetch()}>
          {catalogueMessages.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {features.data.length === 0 ? <p className="text-sm text-muted-foreground">{text.none}</p> : null}
      <div className="flex flex-wrap gap-2">
        {features.data.map((feature) => (
          <ToggleTag
            key={feature.id}
            selected={chosen.has(feature.id)}
            disabled={disabled}
            onClick={() =>
              onChange(chosen.has(feature.id) ? value.filter((id) => id !== feature.id) : [...value, feature.id])
            }
          >
            {feature.name}
          </ToggleTag>
        ))}
      </div>
      {disabled ? null : <AddFeature onAdded={(id) => onChange([...value, id])} />}
    </div>
  );
}
