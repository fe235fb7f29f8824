import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('a reader mounted after the page’s first render starts from the browser clock, not the page’s old moment', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T21:15:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const seen: string[] = [];
    function Later() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <SeenClock seen={seen} />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Показать
        </button>
      );
    }
    render(
      <RenderTimeProvider at={RENDERED}>
        <Later />
      </RenderTimeProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(seen[0]).toBe('21:15');
    expect(screen.getByText('21:15')).toBeTruthy();
  });

  it('hydrating within the minute the page was rendered in renders a reader of the clock once', async () => {
    const html = renderToString(
      <RenderTimeProvider at={RENDERED}>
        <SeenClock seen={[]} />
      </RenderTimeProvider>,
    );
    vi.useFakeTimers({ now: new Date('2026-11-20T19:59:50Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <RenderTimeProvider at={RENDERED}>
          <SeenClock seen={seen} />
        </RenderTimeProvider>,
      );
    });
    // The clock moved on by seconds only: no second render of the page's readers right after hydration.
    expect(seen).toEqual(['19:59']);
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(seen).toEqual(['19:59', '20:00']);
    container.remove();
  });
});

function SeenClock({ seen }: { seen: string[] }) {
  const now = useNow();
  const text = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
  seen.push(text);
  return <p>{text}</p>;
}
