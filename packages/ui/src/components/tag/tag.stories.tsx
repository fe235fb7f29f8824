import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Tag, ToggleTag } from './tag.tsx';

function TagsDemo() {
  const [tags, setTags] = useState(['джаз', 'веранда', 'коктейли']);
  const [freeOnly, setFreeOnly] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Tag>нейтральный</Tag>
        <Tag tone="primary">основной</Tag>
        <Tag tone="success">бесплатно</Tag>
        <Tag tone="warn">мало мест</Tag>
        <Tag tone="danger">отменено</Tag>
        <Tag tone="info">онлайн</Tag>
      </div>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <Tag key={tag} tone="primary" onRemove={() => setTags(tags.filter((other) => other !== tag))}>
            {tag}
          </Tag>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <ToggleTag selected={freeOnly} onClick={() => setFreeOnly(!freeOnly)}>
          Только бесплатные
        </ToggleTag>
        <ToggleTag selected>Сегодня</ToggleTag>
      </div>
    </div>
  );
}

const meta = { title: 'Display/Tag', component: TagsDemo } satisfies Meta<typeof TagsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать «веранда»' }));
    await expect(canvas.queryByText('веранда')).toBeNull();
    const filter = canvas.getByRole('button', { name: 'Только бесплатные' });
    await userEvent.click(filter);
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
