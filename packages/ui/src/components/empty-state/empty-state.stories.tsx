import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { CalendarIcon, SearchIcon } from '../icons/icons.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchIcon />,
    title: 'Ничего не нашлось',
    description: 'Попробуйте другой день или уберите часть фильтров.',
    action: <Button variant="secondary">Сбросить фильтры</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры' })).toBeVisible();
  },
};

export const NoEvents: Story = {
  args: {
    icon: <CalendarIcon />,
    title: 'Событий пока нет',
    description: 'Добавьте первое событие, и оно появится в афише.',
    action: <Button>Добавить событие</Button>,
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
