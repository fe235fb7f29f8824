import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { DateTimePicker } from './date-time-picker.tsx';

function DateTimeDemo({ initial, timeZone }: { initial: string | null; timeZone?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className="flex max-w-sm flex-col gap-3">
      <Field label="Начало события" hint={timeZone ? `Время места: ${timeZone}` : undefined}>
        <DateTimePicker value={value} onChange={setValue} {...(timeZone ? { timeZone } : {})} />
      </Field>
      <output className="font-mono text-sm text-muted-foreground" data-testid="iso">
        {value ?? 'null'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Controls/DateTimePicker',
  component: DateTimeDemo,
  args: { initial: '2026-11-22T16:30:00.000Z', timeZone: 'Europe/Moscow' },
} satisfies Meta<typeof DateTimeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPlaceTimeZone: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Начало события');
    // 16:30 UTC is 19:30 in Moscow.
    await expect(input).toHaveValue('2026-11-22T19:30');
    fireEvent.change(input, { target: { value: '2026-12-31T23:00' } });
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2026-12-31T20:00:00.000Z');
  },
};

export const Empty: Story = { args: { initial: null } };

export const Dark: Story = { globals: { theme: 'dark' } };
