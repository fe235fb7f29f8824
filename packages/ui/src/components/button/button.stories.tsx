import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlusIcon } from '../icons/icons.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Забронировать', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Забронировать' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // The touch target of the default size.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button {...args} variant={variant} size="sm">
            Маленькая
          </Button>
          <Button {...args} variant={variant}>
            Обычная
          </Button>
          <Button {...args} variant={variant} size="lg">
            Большая
          </Button>
          <Button {...args} variant={variant} size="icon" aria-label="Добавить">
            <PlusIcon />
          </Button>
          <Button {...args} variant={variant} disabled>
            Недоступна
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Сохраняем' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Войти через Telegram' } };

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
