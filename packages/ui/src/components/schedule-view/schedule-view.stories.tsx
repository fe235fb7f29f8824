import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScheduleView } from './schedule-view.tsx';

const meta = {
  title: 'Catalogue/ScheduleView',
  component: ScheduleView,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: {
    today: 'FRIDAY',
    schedule: [
      { weekday: 'MONDAY', from: 540, to: 1380 },
      { weekday: 'TUESDAY', from: 540, to: 1380 },
      { weekday: 'WEDNESDAY', from: 540, to: 1380 },
      { weekday: 'THURSDAY', from: 540, to: 1380 },
      { weekday: 'FRIDAY', from: 540, to: 180 },
      { weekday: 'SATURDAY', from: 720, to: 180 },
    ],
  },
} satisfies Meta<typeof ScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const today = canvasElement.querySelector('[aria-current="date"]');
    await expect(today).toHaveTextContent('Пятница(сегодня)09:00–03:00');
    await expect(canvasElement.querySelector('[data-weekday="SUNDAY"]')).toHaveTextContent('Выходной');
  },
};

export const AllDay: Story = {
  args: { schedule: [{ weekday: 'FRIDAY', from: 0, to: 1440 }], today: 'SUNDAY' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
