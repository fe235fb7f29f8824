import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { InfiniteListTrigger } from './infinite-list-trigger.tsx';

const PAGE_SIZE = 8;

/** A list that fetches pages with a short fake delay, like a keyset-paginated API list. */
function FeedDemo({
  pages = 3,
  delayMs = 80,
  observe = true,
}: {
  pages?: number;
  delayMs?: number;
  observe?: boolean;
}) {
  const [items, setItems] = useState(() => Array.from({ length: PAGE_SIZE }, (_, i) => i + 1));
  const [loading, setLoading] = useState(false);
  const hasMore = items.length < pages * PAGE_SIZE;
  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setItems((current) => [...current, ...Array.from({ length: PAGE_SIZE }, (_, i) => current.length + i + 1)]);
      setLoading(false);
    }, delayMs);
  };
  return (
    <div className="flex max-w-md flex-col">
      <ul className="flex flex-col gap-2" data-testid="feed">
        {items.map((item) => (
          <li key={item} className="rounded-control border border-border bg-surface p-3">
            Событие №{item}
          </li>
        ))}
      </ul>
      <InfiniteListTrigger
        onLoadMore={loadMore}
        hasMore={hasMore}
        loading={loading}
        // A negative margin keeps the sentinel "out of view" so only the button loads more.
        rootMargin={observe ? '400px 0px' : '-100000px 0px'}
      />
    </div>
  );
}

const meta = { title: 'Lists/InfiniteListTrigger', component: FeedDemo } satisfies Meta<typeof FeedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsOnScroll: Story = {
  play: async ({ canvas }) => {
    // The sentinel is near the viewport, so pages keep coming until there are none left.
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3 * PAGE_SIZE));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

export const FallbackButton: Story = {
  args: { observe: false, pages: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Загрузка…');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2 * PAGE_SIZE));
  },
};

export const Loading: Story = {
  render: () => <InfiniteListTrigger onLoadMore={() => {}} hasMore loading />,
};

export const Dark: Story = { args: { observe: false }, globals: { theme: 'dark' } };
