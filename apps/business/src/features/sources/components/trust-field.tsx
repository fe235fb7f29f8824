import { type EditorFormState, FormField } from '@mesto/app-shell';
import { SOURCE_TRUST_LABELS, SOURCE_TRUSTS, type SourceTrust } from '@mesto/domain';
import { SegmentedControl } from '@mesto/ui';
import { sourceMessages } from '../messages.ts';

const text = sourceMessages.form;
const options = SOURCE_TRUSTS.map((trust) => ({ value: trust, label: SOURCE_TRUST_LABELS[trust] }));

/** How far the source is trusted; the line under it says what the chosen one does. */
export function TrustField<Values extends { trust: SourceTrust }>({ form }: { form: EditorFormState<Values> }) {
  return (
    <FormField form={form} name="trust" label={text.trust} hint={text.trustHint[form.values.trust]} group>
      <SegmentedControl
        options={options}
        value={form.values.trust}
        onValueChange={(trust) => form.setValue('trust', trust as Values['trust'])}
        className="self-start"
      />
    </FormField>
  );
}
