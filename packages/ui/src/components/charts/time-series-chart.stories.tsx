import { formatRating } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CHART_DRAWN_WITHIN_MS } from './story-waits.ts';
import { TimeSeriesChart } from './time-series-chart.tsx';

/** Thirty days up to 22 November 2026, more views on weekends. */
const views = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 24 + index));
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return { date: day.toISOString().slice(0, 10), value: (weekend ? 60 : 20) + ((index * 7) % 13) };
});

/** Five weeks of ratings, one without opinions. */
const ratings = [
  { date: '2026-10-19', value: 4.2 },
  { date: '2026-10-26', value: 3.8 },
  { date: '2026-11-02', value: null },
  { date: '2026-11-09', value: 4.5 },
  { date: '2026-11-16', value: 4.75 },
];

const meta = {
  title: 'Social/TimeSeriesChart',
  component: TimeSeriesChart,
  args: { data: views, title: 'Просмотры страниц мест', valueLabel: 'Просмотры' },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Просмотры страниц мест' })).toBeVisible();
    // The figures are in a table for screen readers, day by day.
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByRole('columnheader', { name: 'Просмотры' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: '24 октября' })).toBeInTheDocument();
    // The chart draws after it has measured its box: on a loaded machine that can take a while.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(30), {
      timeout: CHART_DRAWN_WITHIN_MS,
    });
  },
};

export const RatingLine: Story = {
  args: {
    data: ratings,
    title: 'Средняя оценка по неделям',
    valueLabel: 'Оценка',
    dateLabel: 'Неделя с',
    kind: 'line',
    domain: [1, 5],
    formatValue: formatRating,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Неделя с' })).toBeInTheDocument();
    // A week without opinions says so rather than showing a zero.
    await expect(canvas.getByRole('row', { name: /2 ноября/ })).toHaveTextContent('нет данных');
    await expect(canvas.getByRole('row', { name: /16 ноября/ })).toHaveTextContent(formatRating(4.75));
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull(), {
      timeout: CHART_DRAWN_WITHIN_MS,
    });
  },
};

export const Empty: Story = {
  args: { data: views.map((point) => ({ ...point, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пока нет данных за этот период')).toBeVisible();
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
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure');
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: CHART_DRAWN_WITHIN_MS,
    });
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
