import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Input } from '../input/input.tsx';
import { ToggleTag } from '../tag/tag.tsx';
import { CollapsibleFilters } from './collapsible-filters.tsx';

const TAGS = ['Кафе', 'Бар', 'Музей', 'Парк'];

/** A catalogue's filters with state, as a screen would hold them. */
function Catalogue({ initial = [] as string[] }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const toggle = (tag: string) =>
    setChosen((current) => (current.includes(tag) ? current.filter((other) => other !== tag) : [...current, tag]));
  return (
    <div className="flex flex-col gap-6">
      <CollapsibleFilters
        lead={
          <Field label="Найти место">
            <Input type="search" placeholder="Название или адрес" />
          </Field>
        }
        active={chosen.map((tag) => ({ key: tag, label: tag, onRemove: () => toggle(tag) }))}
      >
        <Field label="Теги" group>
          <div className="flex flex-wrap gap-2">
            {TAGS.map((tag) => (
              <ToggleTag key={tag} selected={chosen.includes(tag)} onClick={() => toggle(tag)}>
                {tag}
              </ToggleTag>
            ))}
          </div>
        </Field>
      </CollapsibleFilters>
      <p>Результаты</p>
    </div>
  );
}

const meta = {
  title: 'Forms/CollapsibleFilters',
  component: Catalogue,
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At a phone's width (Storybook's «mobile1» viewport) the filters are folded: the search, «Фильтры» with the count,
 * and a chip per filter in force, so the results start near the top; a chip's × takes its filter off.
 */
export const PhoneFolded: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { initial: ['Кафе', 'Парк'] },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Фильтры: 2 выбрано' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Музей' })).toBeNull();
    const chips = canvas.getByRole('list', { name: 'Выбранные фильтры' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    // The results come right after the folded filters, well within a phone's first screen.
    await expect(canvas.getByText('Результаты').getBoundingClientRect().top).toBeLessThan(300);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать «Кафе»' }));
    await expect(canvas.getByRole('button', { name: 'Фильтры: 1 выбрано' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Фильтры/ }));
    await expect(canvas.getByRole('button', { name: /^Фильтры/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Парк' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Кафе' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Nothing chosen: the button alone, no count and no chips. */
export const PhoneNothingChosen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Фильтры' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Выбранные фильтры' })).toBeNull();
  },
};

export const Dark: Story = { args: { initial: ['Бар'] }, globals: { theme: 'dark' } };
