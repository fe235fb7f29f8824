import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AspectMentions } from './aspect-mentions.tsx';
import { AspectSummary } from './aspect-summary.tsx';
import { SentimentBadge } from './sentiment-badge.tsx';
import { WhatPeopleSay, type WhatPeopleSaySummary } from './what-people-say.tsx';

const summary = [
  {
    aspect: 'SERVICE' as const,
    mentions: 5,
    // One guest found the service ordinary: neutral, not bad.
    sentiment: { positive: 4, neutral: 1, negative: 0 },
    quotes: [
      { opinionId: 'o3', text: 'Официанты внимательные, всё принесли быстро.', sentiment: 'POSITIVE' as const },
      { opinionId: 'o4', text: 'Обслуживание обычное.', sentiment: 'NEUTRAL' as const },
    ],
  },
  {
    aspect: 'MUSIC' as const,
    mentions: 12,
    sentiment: { positive: 9, neutral: 0, negative: 3 },
    quotes: [
      { opinionId: 'o1', text: 'Живой джаз по пятницам — лучший в городе.', sentiment: 'POSITIVE' as const },
      { opinionId: 'o2', text: 'Музыка громковата, разговаривать трудно.', sentiment: 'NEGATIVE' as const },
    ],
  },
];

const place: WhatPeopleSaySummary = {
  analysed: 14,
  sentiment: { positive: 10, neutral: 2, negative: 2 },
  minMentions: 3,
  aspects: summary,
  fewMentions: [
    { aspect: 'PRICE', mentions: 2 },
    { aspect: 'BEER', mentions: 1 },
  ],
};

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
    await expect(within(rows[0] as HTMLElement).getByText('по 12 мнениям')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('9 хорошо · 0 нейтрально · 3 плохо');
    await expect(within(rows[0] as HTMLElement).getByRole('list', { name: 'Цитаты: Музыка' })).toHaveTextContent(
      'Живой джаз по пятницам',
    );
    // A neutral opinion is said in grey, not in the red of complaints.
    await expect(rows[1]).toHaveTextContent('4 хорошо · 1 нейтрально · 0 плохо');
    await expect(within(rows[1] as HTMLElement).getByText('1 нейтрально')).not.toHaveClass(/danger/);
    await expect((rows[1] as HTMLElement).querySelector('[data-sentiment="NEGATIVE"]')).toBeNull();
  },
};

/** The place's «Что говорят», as the place page shows it and the business panel previews it. */
export const PlaceSection: Story = {
  render: () => (
    <div className="max-w-2xl">
      <WhatPeopleSay summary={place} />
    </div>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Что говорят' });
    await expect(section).toHaveTextContent('По 14 мнениям гостей: 10 хорошо · 2 нейтрально · 2 плохо');
    await expect(within(section).getByRole('list', { name: /Мало мнений, чтобы судить/ })).toHaveTextContent(
      'Цены: 2 мнения',
    );
  },
};

export const NotEnoughOpinions: Story = {
  render: () => <WhatPeopleSay summary={{ ...place, aspects: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const NothingYet: Story = {
  render: () => <AspectSummary aspects={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/мнений с разбором мало/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
