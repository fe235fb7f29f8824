import { EditorForm, FormField, useEditorForm } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, SOURCE_KIND_LABELS, SOURCE_KINDS } from '@mesto/domain';
import { Button, Card, Field, Input, NativeSelect, Spinner, toast } from '@mesto/ui';
import { useState } from 'react';
import { problemOf } from '../../../lib/problem.ts';
import { usePreviewSource, useSaveSource } from '../api/save-source.ts';
import type { Source, SourcePreview } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { OwnerFields, useOwnerPlaces } from './owner-fields.tsx';
import {
  type CheckedAddress,
  checkNewSource,
  type NewSourceValues,
  sameAddress,
  toNewSourceBody,
} from './source-form-values.ts';
import { SourcePreviewPanel } from './source-preview.tsx';
import { intervalOptions } from './source-values.ts';
import { TrustField } from './trust-field.tsx';

const text = sourceMessages.form;
const kindOptions = SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

const fieldLabels = {
  kind: text.kind,
  address: text.address,
  placeId: text.place,
  organisationId: text.organisation,
  trust: text.trust,
  intervalMinutes: text.interval,
  preview: text.check,
};

/** What connecting a Telegram channel takes, before its address is any use. */
function TelegramSteps() {
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-card border border-info bg-info-soft px-4 py-3 text-info-soft-foreground"
    >
      <p className="font-medium">{text.telegramTitle}</p>
      <ol className="list-decimal ps-5">
        {text.telegramSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

type Preview = { checked: CheckedAddress; result: SourcePreview };

/**
 * Connecting a source: its kind, address, place or organisation, trust and interval; «Проверить» reads the address
 * as it would be read once connected (what the API refuses shows under the address), and «Подключить» saves only the
 * address that was checked.
 */
export function NewSourceForm({
  initial,
  onCreated,
}: {
  initial: NewSourceValues;
  onCreated: (source: Source) => void;
}) {
  const save = useSaveSource();
  const check = usePreviewSource();
  const places = useOwnerPlaces();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [addressProblem, setAddressProblem] = useState<{ for: CheckedAddress; message: string } | null>(null);

  const form = useEditorForm<NewSourceValues, Source>({
    initial,
    validate: (values) => checkNewSource(values, preview?.checked ?? null),
    save: async (values) => {
      const saved = await save.mutateAsync(toNewSourceBody(values));
      toast({ severity: 'success', description: text.created });
      return saved;
    },
    afterSave: (saved) => {
      onCreated(saved);
      return undefined;
    },
  });

  const values = form.values;
  const place = places.data.find((candidate) => candidate.id === values.placeId);
  const timeZone = place?.timeZone ?? DEFAULT_TIME_ZONE;
  const current = preview !== null && sameAddress(preview.checked, values) ? preview : null;
  // The preview's refusal belongs to the address it was for; typing another one clears it.
  const previewError =
    addressProblem !== null && sameAddress(addressProblem.for, values) ? addressProblem.message : undefined;

  const runCheck = () => {
    const address = values.address.trim();
    if (address === '') {
      form.touch('address');
      return;
    }
    const checked = { kind: values.kind, address };
    setAddressProblem(null);
    check.mutate(
      { kind: values.kind, address, placeId: values.placeId === '' ? null : values.placeId },
      {
        onSuccess: (result) => setPreview({ checked, result }),
        onError: (failure) => {
          setPreview(null);
          setAddressProblem({ for: checked, message: problemOf(failure, 'address') });
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <EditorForm form={form} label={text.label} submitLabel={text.submit} fieldLabels={fieldLabels}>
        <FormField form={form} name="kind" label={text.kind} required>
          <NativeSelect {...form.bind('kind')} options={kindOptions} />
        </FormField>
        {values.kind === 'TELEGRAM_CHANNEL' ? <TelegramSteps /> : null}
        <Field
          id={form.fieldId('address')}
          label={text.address}
          hint={text.addressHint[values.kind]}
          error={previewError ?? form.error('address')}
          required
        >
          <Input
            {...form.bind('address')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={text.addressPlaceholder[values.kind]}
          />
        </Field>
        <OwnerFields form={form} places={places} />
        <TrustField form={form} />
        {values.kind === 'TELEGRAM_CHANNEL' ? null : (
          <FormField form={form} name="intervalMinutes" label={text.interval}>
            <NativeSelect {...form.bind('intervalMinutes')} options={intervalOptions(Number(values.intervalMinutes))} />
          </FormField>
        )}
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              id={form.fieldId('preview')}
              type="button"
              variant="secondary"
              loading={check.isPending}
              onClick={runCheck}
            >
              {current === null ? text.check : text.recheck}
            </Button>
            {form.error('preview') === undefined ? null : (
              <p className="text-sm text-danger" role="alert">
                {form.error('preview')}
              </p>
            )}
          </div>
          {check.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner size="sm" label={null} />
              {text.checking}
            </p>
          ) : current === null ? null : (
            <SourcePreviewPanel preview={current.result} trust={values.trust} timeZone={timeZone} />
          )}
        </div>
      </EditorForm>
    </Card>
  );
}
