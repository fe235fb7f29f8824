import { APP_SETTINGS_STORAGE_KEY } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card/card.tsx';
import { ColorSchemeProvider, useColorScheme } from './color-scheme-provider.tsx';
import { ColorSchemeSwitch } from './color-scheme-switch.tsx';

function Preview() {
  const { scheme, resolved } = useColorScheme();
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Оформление</CardTitle>
        <CardDescription>
          Выбрано: <span data-testid="scheme">{scheme}</span>, на экране: <span data-testid="resolved">{resolved}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ColorSchemeSwitch fullWidth />
        <Button>Пример кнопки</Button>
      </CardContent>
    </Card>
  );
}

function ColorSchemeDemo() {
  return (
    <ColorSchemeProvider>
      <Preview />
    </ColorSchemeProvider>
  );
}

const meta = {
  title: 'Theme/ColorScheme',
  component: ColorSchemeDemo,
  // The provider drives <html> here, not the toolbar.
  parameters: { ownsColorScheme: true },
  beforeEach: () => {
    const saved = window.localStorage.getItem(APP_SETTINGS_STORAGE_KEY);
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'AUTO', locale: 'ru' }));
    return () => {
      if (saved === null) window.localStorage.removeItem(APP_SETTINGS_STORAGE_KEY);
      else window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, saved);
    };
  },
} satisfies Meta<typeof ColorSchemeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Switching: Story = {
  play: async ({ canvas }) => {
    const html = document.documentElement;
    await expect(canvas.getByRole('radio', { name: 'Авто' })).toBeChecked();

    await userEvent.click(canvas.getByText('Тёмная'));
    await expect(html).toHaveClass('dark');
    await expect(getComputedStyle(html).colorScheme).toBe('dark');
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('dark');

    await userEvent.click(canvas.getByText('Светлая'));
    await expect(html).not.toHaveClass('dark');
    await expect(getComputedStyle(html).colorScheme).toBe('light');

    // Saved next to the other settings, not over them.
    const saved = JSON.parse(window.localStorage.getItem(APP_SETTINGS_STORAGE_KEY) ?? '{}');
    await expect(saved).toEqual({ colorScheme: 'LIGHT', locale: 'ru' });
  },
};

export const Dark: Story = {
  beforeEach: () => {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'DARK' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
