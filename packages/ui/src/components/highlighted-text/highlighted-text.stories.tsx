import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { HighlightedText, type TextRange } from './highlighted-text.tsx';

const post = '🎷 Джазовый вечер в «Синкопе»!\n25 ноября в 19:00, ул. Рождественская, 5.\nВход 500 ₽, столы по брони.';

function SpanDemo() {
  const [range, setRange] = useState<TextRange | null>(null);
  const pick = (part: string) => {
    const start = post.indexOf(part);
    setRange({ start, end: start + part.length });
  };
  return (
    <div className="flex max-w-md flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => pick('25 ноября в 19:00')}>
          Начало
        </Button>
        <Button size="sm" variant="secondary" onClick={() => pick('500 ₽')}>
          Цена
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRange(null)}>
          Снять
        </Button>
      </div>
      <HighlightedText
        text={post}
        highlight={range}
        markLabel="Источник:"
        className="rounded-card border border-border p-4"
      />
    </div>
  );
}

const meta = { title: 'Text intelligence/HighlightedText', component: SpanDemo } satisfies Meta<typeof SpanDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Цена' }));
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('Источник: 500 ₽');
    await userEvent.click(canvas.getByRole('button', { name: 'Начало' }));
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('Источник: 25 ноября в 19:00');
    // The text itself stays whole around the mark.
    await expect(canvasElement.textContent).toContain('🎷 Джазовый вечер');
    await userEvent.click(canvas.getByRole('button', { name: 'Снять' }));
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};

/** A range past the end (a text edited after it was read) is clamped, not an error. */
export const StaleRange: Story = {
  render: () => <HighlightedText text="Короткий текст" highlight={{ start: 9, end: 400 }} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('текст');
  },
};

export const Dark: Story = {
  render: () => <HighlightedText text={post} highlight={{ start: 31, end: 48 }} />,
  globals: { theme: 'dark' },
};
