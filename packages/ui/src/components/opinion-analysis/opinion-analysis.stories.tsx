import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AspectMentions } from './aspect-mentions.tsx';
import { AspectSummary } from './aspect-summary.tsx';
import { SentimentBadge } from './sentiment-badge.tsx';

const summary = [
  {
    aspect: 'SERVICE' as const,
    mentions: 3,
    positiveShare: 1 / 3,
    quotes: [{ opinionId: 'o3', text: 'Официанта пришлось ждать двадцать минут.', sentiment: 'NEGATIVE' as const }],
  },
  {
    aspect: 'MUSIC' as const,
    mentions: 12,
    positiveShare: 0.75,
    quotes: [
      { opinionId: 'o1', text: 'Живой джаз по пятницам — лучший в городе.', sentiment: 'POSITIVE' as const },
      { opinionId: 'o2', text: 'Музыка громковата, разговаривать трудно.', sentiment: 'NEGATIVE' as const },
    ],
  },
];

function AnalysisDemo() {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <SentimentBadge sentiment="POSITIVE" />
        <SentimentBadge sentiment="NEUTRAL" />
        <SentimentBadge sentiment="NEGATIVE" />
      </div>
      <AspectMentions
        aspects={[
          { aspect: 'COCKTAILS', sentiment: 'POSITIVE' },
          { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
          { aspect: 'INTERIOR', sentiment: 'NEUTRAL' },
        ]}
      />
      <section aria-label="Что говорят">
        <AspectSummary aspects={summary} />
      </section>
    </div>
  );
}

const meta = {
  title: 'Text intelligence/Opinion analysis',
  component: AnalysisDemo,
} satisfies Meta<typeof AnalysisDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Положительное')).toBeVisible();
    // Each aspect of an opinion reads with its tone.
    const mentions = canvas.getAllByRole('list', { name: 'О чём пишут' })[0] as HTMLElement;
    await expect(within(mentions).getByText('Коктейли')).toBeVisible();
    await expect(mentions.textContent).toContain('Обслуживание: плохо');
    // The summary puts the most mentioned aspect first, with its share of praise and its quotes.
    const summaryList = within(canvas.getByRole('region', { name: 'Что говорят' })).getByRole('list', {
      name: 'О чём пишут',
    });
    const rows = within(summaryList).getAllByRole('listitem', { name: /Музыка|Обслуживание/ });
    await expect(rows[0]).toHaveAccessibleName('Музыка');
    await expect(within(rows[0] as HTMLElement).getByText('12 упоминаний')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('75 % хорошего')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole('list', { name: 'Цитаты: Музыка' })).toHaveTextContent(
      'Живой джаз по пятницам',
    );
    await expect(within(rows[1] as HTMLElement).getByText('33 % хорошего')).toBeVisible();
  },
};

export const NothingYet: Story = {
  render: () => <AspectSummary aspects={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/мнений с разбором мало/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
