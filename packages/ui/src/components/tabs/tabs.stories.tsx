import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function TabsDemo() {
  return (
    <Tabs defaultValue="about" className="max-w-lg">
      <TabsList aria-label="Разделы места">
        <TabsTrigger value="about">О месте</TabsTrigger>
        <TabsTrigger value="events">События</TabsTrigger>
        <TabsTrigger value="opinions">Мнения</TabsTrigger>
        <TabsTrigger value="rooms" disabled>
          Комнаты
        </TabsTrigger>
      </TabsList>
      <TabsContent value="about">Кофейня с собственной обжаркой и верандой во дворе.</TabsContent>
      <TabsContent value="events">Джазовый вечер в пятницу, 19:30.</TabsContent>
      <TabsContent value="opinions">Пока нет мнений.</TabsContent>
    </Tabs>
  );
}

const meta = { title: 'Layout/Tabs', component: TabsDemo } satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'О месте' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'События' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Джазовый вечер');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
