import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

function PlaceCardSkeleton() {
  return (
    <div className="flex max-w-sm flex-col gap-3" aria-busy="true">
      <Skeleton className="aspect-video w-full rounded-card" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex gap-2">
        <Skeleton className="h-7 w-16 rounded-full" />
        <Skeleton className="h-7 w-20 rounded-full" />
      </div>
    </div>
  );
}

const meta = { title: 'Display/Skeleton', component: PlaceCardSkeleton } satisfies Meta<typeof PlaceCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceCard: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
