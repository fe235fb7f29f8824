import { TOAST_DURATION_MS } from '@mesto/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';
import { setToastSink, type ToastOptions, toast } from './toast-sink.ts';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      show
    </button>
  );
}

const viewport = () => screen.getByTestId('toast-viewport');

describe('toast sink', () => {
  afterEach(() => {
    setToastSink(null);
    vi.useRealTimers();
  });

  it('delivers module-level toasts to the registered sink', () => {
    const sink = vi.fn();
    setToastSink(sink);
    toast({ severity: 'error', description: 'Ошибка подключения' });
    expect(sink).toHaveBeenCalledWith({ severity: 'error', description: 'Ошибка подключения' });
  });

  it('keeps toasts raised before any sink and hands them over on registration', () => {
    toast({ severity: 'warn', description: 'первый' });
    toast({ severity: 'info', description: 'второй' });
    const sink = vi.fn();
    setToastSink(sink);
    expect(sink.mock.calls.map(([options]) => options.description)).toEqual(['первый', 'второй']);
    toast({ description: 'третий' });
    expect(sink).toHaveBeenCalledTimes(3);
  });

  it('the provider registers itself, so toast() from non-React code shows up in the viewport', () => {
    render(<ToastProvider />);
    act(() => toast({ severity: 'error', description: 'Ошибка сервера. Попробуйте снова' }));
    expect(within(viewport()).getByText('Ошибка сервера. Попробуйте снова')).toBeTruthy();
    // The default title for the severity comes from the domain.
    expect(within(viewport()).getByText('Ошибка')).toBeTruthy();
  });

  it('the provider unregisters on unmount', () => {
    const { unmount } = render(<ToastProvider />);
    unmount();
    const sink = vi.fn();
    expect(setToastSink(sink)).toBeNull();
  });

  it('useToast() shows a toast with its own title and closes it after the product duration', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger options={{ severity: 'success', title: 'Готово', description: 'Событие сохранено' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(within(viewport()).getByText('Готово')).toBeTruthy();
    expect(within(viewport()).queryByText('Успешно')).toBeNull();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1000));
    expect(within(viewport()).queryByText('Событие сохранено')).toBeNull();
  });

  it('info toasts have no default title', () => {
    render(
      <ToastProvider>
        <Trigger options={{ description: 'Новое событие' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const item = within(viewport()).getByText('Новое событие').closest('[data-severity]');
    expect(item?.getAttribute('data-severity')).toBe('info');
    expect(item?.textContent).toBe('Новое событие');
  });
});
