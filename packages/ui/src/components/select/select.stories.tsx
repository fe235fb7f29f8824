import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { NativeSelect, Select } from './select.tsx';

const districts = [
  { value: 'center', label: 'Центральный' },
  { value: 'north', label: 'Северный' },
  { value: 'river', label: 'Заречный' },
  { value: 'old', label: 'Старый город', disabled: true },
];

function SelectDemo() {
  const [district, setDistrict] = useState<string | null>(null);
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <Field label="Район">
        <Select options={districts} value={district} onValueChange={setDistrict} placeholder="Любой район" />
      </Field>
      <p className="text-sm text-muted-foreground" data-testid="chosen">
        {district ?? 'не выбран'}
      </p>
    </div>
  );
}

const meta = {
  title: 'Controls/Select',
  component: SelectDemo,
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Район' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Заречный' }));
    await waitFor(() => expect(canvas.getByTestId('chosen')).toHaveTextContent('river'));
    await expect(canvas.getByRole('combobox', { name: 'Район' })).toHaveTextContent('Заречный');
  },
};

export const Native: Story = {
  render: () => (
    <div className="max-w-sm">
      <Field label="Район" hint="На телефоне откроется системный список">
        <NativeSelect options={districts} defaultValue="" placeholder="Любой район" />
      </Field>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
