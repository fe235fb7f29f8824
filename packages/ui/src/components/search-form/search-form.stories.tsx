import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchForm, type SearchFormProps } from './search-form.tsx';

type DemoProps = Omit<SearchFormProps, 'value' | 'onChange'> & { initial?: string };

function SearchDemo({ initial = '', ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return <SearchForm {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Controls/SearchForm',
  component: SearchDemo,
  args: { label: 'Поиск', placeholder: 'Название или описание', landmark: true, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSearches: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The landmark (testing-library does not map the `search` element to its role yet).
    await expect(canvasElement.querySelectorAll('search')).toHaveLength(1);
    const box = canvas.getByRole('searchbox', { name: 'Поиск' });
    await userEvent.type(box, 'джаз{Enter}');
    await expect(box).toHaveValue('джаз');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const InsideFilters: Story = {
  args: { landmark: false, initial: 'кофе' },
  render: (args) => (
    <search aria-label="Фильтры" className="grid gap-3 sm:grid-cols-2">
      <SearchDemo {...args} />
      <p className="text-muted-foreground">Другие фильтры рядом</p>
    </search>
  ),
  play: async ({ canvas, canvasElement }) => {
    // One landmark: the caller's, around the box and the other filters.
    await expect(canvasElement.querySelectorAll('search')).toHaveLength(1);
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('кофе');
  },
};

export const Dark: Story = { args: { initial: 'кофе' }, globals: { theme: 'dark' } };
