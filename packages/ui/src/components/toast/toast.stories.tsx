import { TOAST_SEVERITIES } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ToastProvider, useToast } from './toast.tsx';
import { toast } from './toast-sink.ts';

const descriptions = {
  info: 'Новое событие в избранном месте',
  warn: 'Место закрывается через 30 минут',
  error: 'Ошибка сервера. Попробуйте снова',
  success: 'Событие сохранено',
  secondary: 'Черновик сохранён на устройстве',
  contrast: 'Вы подписались на «Зерно»',
} as const;

function ToastButtons() {
  const { toast: show } = useToast();
  return (
    <div className="flex flex-wrap gap-2">
      {TOAST_SEVERITIES.map((severity) => (
        <Button
          key={severity}
          variant="secondary"
          onClick={() => show({ severity, description: descriptions[severity] })}
        >
          {severity}
        </Button>
      ))}
      {/* The way an HTTP client middleware does it: no hook, no React. */}
      <Button variant="ghost" onClick={() => toast({ severity: 'error', description: 'Ошибка подключения' })}>
        toast() вне React
      </Button>
    </div>
  );
}

function ToastDemo() {
  return (
    <ToastProvider>
      <ToastButtons />
    </ToastProvider>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-dvh p-4">{Story()}</div>],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BottomCentre: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    const viewport = within(canvasElement.ownerDocument.body).getByTestId('toast-viewport');
    const toastElement = await within(viewport).findByText('Событие сохранено');
    // Visible once the slide-in animation has faded it in.
    await waitFor(() => expect(toastElement).toBeVisible());
    // The default title comes from the domain.
    await expect(within(viewport).getByText('Успешно')).toBeVisible();

    const box = viewport.getBoundingClientRect();
    const { innerWidth, innerHeight } = window;
    await expect(Math.abs(box.left + box.width / 2 - innerWidth / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.bottom - innerHeight)).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(viewport).position).toBe('fixed');
  },
};

export const FromOutsideReact: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'toast() вне React' }));
    const viewport = within(canvasElement.ownerDocument.body).getByTestId('toast-viewport');
    const description = await within(viewport).findByText('Ошибка подключения');
    await waitFor(() => expect(description).toBeVisible());
    await expect(within(viewport).getByText('Ошибка')).toBeVisible();
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    const viewport = within(canvasElement.ownerDocument.body).getByTestId('toast-viewport');
    await within(viewport).findByText(descriptions.info);
    await userEvent.click(within(viewport).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(within(viewport).queryByText(descriptions.info)).toBeNull());
  },
};

/** Every severity at once (no timer: the toasts stay until closed), to compare their colours. */
function AllSeverities() {
  return (
    <ToastProvider duration={Number.POSITIVE_INFINITY} maxVisible={TOAST_SEVERITIES.length}>
      <ShowAll />
    </ToastProvider>
  );
}

function ShowAll() {
  const { toast: show } = useToast();
  return (
    <Button
      onClick={() => {
        for (const severity of TOAST_SEVERITIES) show({ severity, description: descriptions[severity] });
      }}
    >
      Показать все
    </Button>
  );
}

export const Severities: Story = {
  render: () => <AllSeverities />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показать все' }));
  },
};

export const Dark: Story = { ...Severities, globals: { theme: 'dark' } };
