import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { MoreIcon, TrashIcon } from '../icons/icons.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function MenuDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [last, setLast] = useState('—');
  const [pinned, setPinned] = useState(false);
  return (
    <div className="flex items-center gap-4">
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Действия с событием">
            <MoreIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Джазовый вечер</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => setLast('edit')}>Редактировать</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setLast('share')}>Поделиться</DropdownMenuItem>
          <DropdownMenuCheckboxItem checked={pinned} onCheckedChange={setPinned}>
            Закрепить в афише
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={() => setLast('delete')}>
            <TrashIcon />
            Удалить
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <output data-testid="last">{last}</output>
    </div>
  );
}

const meta = { title: 'Overlays/DropdownMenu', component: MenuDemo } satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Действия с событием' }));
    await screen.findByRole('menu');
    // Keyboard: the arrow keys walk the items, Enter picks one.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByTestId('last')).toHaveTextContent('share');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
