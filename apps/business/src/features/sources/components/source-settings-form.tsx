import { FormField } from '@mesto/app-shell';
import { SOURCE_STATE_LABELS } from '@mesto/domain';
import { NativeSelect } from '@mesto/ui';
import { useCatalogueForm } from '../../../components/catalogue/catalogue-form.ts';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { useSaveSource } from '../api/save-source.ts';
import type { Source } from '../api/types.ts';
import { sourceMessages } from '../messages.ts';
import { OwnerFields, useOwnerPlaces } from './owner-fields.tsx';
import { checkSourceSettings, toSettingsBody, toSettingsValues } from './source-form-values.ts';
import { intervalOptions } from './source-values.ts';
import { TrustField } from './trust-field.tsx';

const text = sourceMessages.form;

const formText = {
  label: text.settingsLabel,
  submitNew: text.submit,
  submit: text.save,
  created: text.created,
  saved: text.saved,
  readOnly: '',
};

const fieldLabels = {
  placeId: text.place,
  organisationId: text.organisation,
  trust: text.trust,
  state: text.state,
  intervalMinutes: text.interval,
};

const stateOptions = (['ACTIVE', 'PAUSED'] as const).map((state) => ({
  value: state,
  label: SOURCE_STATE_LABELS[state],
}));

/** A connected source's settings: trust, how often it is checked, paused or not, and whose it is. */
export function SourceSettingsForm({ source }: { source: Source }) {
  const save = useSaveSource();
  const places = useOwnerPlaces();
  const { form, frame } = useCatalogueForm(
    { initial: toSettingsValues(source) },
    {
      text: formText,
      fieldLabels,
      item: source,
      validate: checkSourceSettings,
      save: (values, id) => save.mutateAsync({ ...id, ...toSettingsBody(values) }),
      toValues: toSettingsValues,
    },
  );
  const failing = form.values.state === 'FAILING';
  return (
    <EditorFrame {...frame}>
      <TrustField form={form} />
      {source.kind === 'TELEGRAM_CHANNEL' ? null : (
        <FormField form={form} name="intervalMinutes" label={text.interval}>
          <NativeSelect
            {...form.bind('intervalMinutes')}
            options={intervalOptions(Number(form.values.intervalMinutes))}
          />
        </FormField>
      )}
      <FormField form={form} name="state" label={text.state} hint={failing ? text.stateFailing : undefined}>
        <NativeSelect {...form.bind('state')}>
          {failing ? <option value="FAILING">{SOURCE_STATE_LABELS.FAILING}</option> : null}
          {stateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <OwnerFields form={form} places={places} current={source.place} />
    </EditorFrame>
  );
}
