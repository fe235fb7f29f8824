import { FEATURE_NAME_RULE, validateText } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
  toast,
} from '@mesto/ui';
import { type FormEvent, useState } from 'react';
import { useAllFeatures } from '../../../lib/catalogue/features.ts';
import type { Feature } from '../../../lib/catalogue/types.ts';
import { problemOf } from '../../../lib/problem.ts';
import { useRemoveFeature, useReplaceFeature, useSaveFeature } from '../api/features.ts';
import { featureMessages } from '../messages.ts';

type DialogProps = { feature: Feature; onClose: () => void };

const used = (feature: Feature) => feature.uses.places + feature.uses.events + feature.uses.favourites > 0;

export function RenameFeatureDialog({ feature, onClose }: DialogProps) {
  const text = featureMessages.renameDialog;
  const save = useSaveFeature();
  const [name, setName] = useState(feature.name);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateText(name, FEATURE_NAME_RULE);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    try {
      await save.mutateAsync({ id: feature.id, name: checked.value });
      toast({ severity: 'success', description: text.saved });
      onClose();
    } catch (failure) {
      setError(problemOf(failure, 'name'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{text.title(feature.name)}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
          <Field label={text.name} error={error} required>
            <Input
              value={name}
              autoComplete="off"
              onChange={(change) => {
                setName(change.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting asks first; a feature still in use is refused by the server, whose words (where it is used) show here. */
export function RemoveFeatureDialog({ feature, onClose }: DialogProps) {
  const text = featureMessages.removeDialog;
  const remove = useRemoveFeature();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title(feature.name)}</DialogTitle>
          <DialogDescription>
            {used(feature) ? text.used(featureMessages.list.uses(feature.uses)) : text.unused}
          </DialogDescription>
        </DialogHeader>
        {error === null ? null : (
          <p
            role="alert"
            className="rounded-card border border-danger bg-danger-soft px-4 py-3 text-danger-soft-foreground"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(feature.id, {
                onSuccess: () => {
                  toast({ severity: 'success', description: text.removed });
                  onClose();
                },
                onError: (failure) => setError(problemOf(failure)),
              })
            }
          >
            {text.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Choose the feature that takes this one's place; the confirmation names everything that moves. */
export function ReplaceFeatureDialog({ feature, onClose }: DialogProps) {
  const text = featureMessages.replaceDialog;
  const features = useAllFeatures();
  const replace = useReplaceFeature();
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const targets = (features.data ?? []).filter((candidate) => candidate.id !== feature.id);
  const target = targets.find((candidate) => candidate.id === targetId);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title(feature.name)}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <Field label={text.target} error={error}>
          <NativeSelect
            value={targetId}
            onChange={(change) => {
              setTargetId(change.target.value);
              setError(undefined);
            }}
          >
            <option value="" disabled>
              {text.choose}
            </option>
            {targets.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {target === undefined ? null : (
          <p role="status" className="rounded-card border border-warn bg-warn-soft px-4 py-3 text-warn-soft-foreground">
            {text.confirm(feature.name, target.name, featureMessages.list.uses(feature.uses))}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={target === undefined}
            loading={replace.isPending}
            onClick={() => {
              if (target === undefined) return;
              replace.mutate(
                { _oldFeature: feature.id, _newFeature: target.id },
                {
                  onSuccess: () => {
                    toast({ severity: 'success', description: text.done(feature.name, target.name) });
                    onClose();
                  },
                  onError: (failure) => setError(problemOf(failure, '_newFeature')),
                },
              );
            }}
          >
            {text.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
