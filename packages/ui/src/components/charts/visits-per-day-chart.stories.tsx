import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CHART_DRAWN_WITHIN_MS } from './story-waits.ts';
import { VisitsPerDayChart } from './visits-per-day-chart.tsx';

/** Thirty days up to 22 November 2026, busier on weekends. */
const month = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 24 + index));
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return { date: day.toISOString().slice(0, 10), visits: (weekend ? 40 : 12) + ((index * 7) % 11) };
});

const meta = {
  title: 'Social/VisitsPerDayChart',
  component: VisitsPerDayChart,
  args: { data: month },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitsPerDayChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Посещения по дням' })).toBeVisible();
    // The figures are in a table for screen readers, day by day.
    const table = canvas.getByRole('table');
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByRole('rowheader', { name: '24 октября' })).toBeInTheDocument();
    await expect(table).toHaveTextContent('22 ноября');
    // The chart library loads on first show and draws one bar a day.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(30), {
      timeout: CHART_DRAWN_WITHIN_MS,
    });
  },
};

export const Empty: Story = {
  args: { data: month.map((row) => ({ ...row, visits: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пока нет посещений')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoData: Story = {
  args: { data: [], title: 'Посещения «Зерна» за последние тридцать дней, включая праздничные и выходные' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пока нет посещений')).toBeVisible();
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
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure');
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: CHART_DRAWN_WITHIN_MS,
    });
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
