import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteListTrigger } from './infinite-list-trigger.tsx';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver whose visibility the test decides. */
function installObserver() {
  const original = globalThis.IntersectionObserver;
  const observers: Callback[] = [];
  class FakeObserver {
    constructor(callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    setVisible(isIntersecting: boolean) {
      for (const callback of observers) act(() => callback([{ isIntersecting }]));
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}

describe('InfiniteListTrigger', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('offers a "Показать ещё" button that loads the next page', () => {
    const onLoadMore = vi.fn();
    render(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore />);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('works without IntersectionObserver, through the button', () => {
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: an old browser without IntersectionObserver.
    delete globalThis.IntersectionObserver;
    restore = () => {
      globalThis.IntersectionObserver = original;
    };
    const onLoadMore = vi.fn();
    render(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore />);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows a loading state instead of the button while a page loads', () => {
    render(<InfiniteListTrigger onLoadMore={() => {}} hasMore loading />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
  });

  it('shows nothing when there is nothing more', () => {
    const { container } = render(<InfiniteListTrigger onLoadMore={() => {}} hasMore={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('loads when the sentinel comes into view, not while loading, and again if it stays in view', () => {
    const observer = installObserver();
    restore = observer.restore;
    const onLoadMore = vi.fn();
    const { rerender } = render(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore />);
    expect(onLoadMore).not.toHaveBeenCalled();

    observer.setVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore loading />);
    observer.setVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The page arrived but the sentinel is still on screen: ask for the next one.
    rerender(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore />);
    expect(onLoadMore).toHaveBeenCalledTimes(2);

    rerender(<InfiniteListTrigger onLoadMore={onLoadMore} hasMore={false} />);
    observer.setVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
