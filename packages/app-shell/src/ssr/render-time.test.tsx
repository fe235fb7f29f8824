import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderTimeProvider, useNow } from './render-time.tsx';

function Clock() {
  const now = useNow();
  return <p>{`${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`}</p>;
}

const RENDERED = new Date('2026-11-20T19:59:30Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNow', () => {
  it('the server renders for its moment, and hydration keeps it before the browser clock takes over', async () => {
    const html = renderToString(
      <RenderTimeProvider at={RENDERED}>
        <Clock />
      </RenderTimeProvider>,
    );
    expect(html).toContain('19:59');
    // The browser hydrates in the next minute: the first render must still be the server's.
    vi.useFakeTimers({ now: new Date('2026-11-20T20:00:05Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <RenderTimeProvider at={RENDERED}>
          <Clock />
        </RenderTimeProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('20:00');
    // And it moves on at the turn of the minute.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container.textContent).toBe('20:01');
    container.remove();
  });

  it('a screen rendered afresh in the browser starts from the browser clock, not the page’s old moment', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T21:15:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    render(
      <RenderTimeProvider at={RENDERED}>
        <Clock />
      </RenderTimeProvider>,
    );
    expect(screen.getByText('21:15')).toBeTruthy();
  });
});
