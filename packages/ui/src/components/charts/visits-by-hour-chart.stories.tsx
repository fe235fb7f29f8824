import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisitsByHourChart } from './visits-by-hour-chart.tsx';

/** A café: mornings on weekdays, evenings on Friday and Saturday, closed at night. */
const week = Array.from({ length: 7 }, (_, day) =>
  Array.from({ length: 24 }, (_, hour) => {
    if (hour < 8 || hour > 22) return 0;
    const morning = day < 5 && hour >= 8 && hour <= 10 ? 14 : 0;
    const evening = (day === 4 || day === 5) && hour >= 18 ? 25 : 0;
    return 2 + morning + evening + ((day + hour) % 4);
  }),
);

const meta = {
  title: 'Social/VisitsByHourChart',
  component: VisitsByHourChart,
  args: { data: week },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitsByHourChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Посещения по дням недели и часам' })).toBeVisible();
    // Seven weekdays, Monday first, with Russian short names on screen.
    const labels = [...canvasElement.querySelectorAll('[aria-hidden="true"] .font-medium')].map((el) => el.textContent);
    await expect(labels).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    await expect(canvasElement.querySelectorAll('[data-visits]')).toHaveLength(7 * 24);
    // Screen readers read a table: a row a weekday, a column an hour.
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(25);
    await expect(canvas.getByRole('rowheader', { name: 'Понедельник' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '18:00' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пока нет посещений')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    // All 24 hours fit across a phone without scrolling sideways.
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
