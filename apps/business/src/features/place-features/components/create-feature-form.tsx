import { FEATURE_NAME_RULE, validateText } from '@mesto/domain';
import { Button, Card, Field, Input, toast } from '@mesto/ui';
import { type FormEvent, useState } from 'react';
import { problemOf } from '../../../lib/problem.ts';
import { useSaveFeature } from '../api/features.ts';
import { featureMessages } from '../messages.ts';

const text = featureMessages.create;

/** Any business user may add a missing feature: a name (checked as the server checks it) and an optional icon. */
export function CreateFeatureForm() {
  const save = useSaveFeature();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateText(name, FEATURE_NAME_RULE);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    try {
      const feature = await save.mutateAsync({
        name: checked.value,
        ...(icon.trim() === '' ? {} : { icon: icon.trim() }),
      });
      toast({ severity: 'success', description: text.created(feature?.name ?? checked.value) });
      setName('');
      setIcon('');
    } catch (failure) {
      setError(problemOf(failure, 'name'));
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={(event) => void submit(event)} aria-label={text.title} className="flex flex-col gap-3" noValidate>
        <h2 className="text-lg font-semibold">{text.title}</h2>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-start">
          <Field label={text.name} error={error} required>
            <Input
              name="name"
              value={name}
              placeholder={text.placeholder}
              autoComplete="off"
              onChange={(change) => {
                setName(change.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <Field label={text.icon} hint={text.iconHint}>
            <Input
              name="icon"
              value={icon}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(change) => setIcon(change.target.value)}
            />
          </Field>
          <Button type="submit" loading={save.isPending} className="sm:mt-7">
            {text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
