import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createSession, memoryTokenStore, type Session } from '../index.ts';
import { ApiProvider, useSession } from './index.tsx';

function Greeting({ renders }: { renders: string[] }) {
  const { status } = useSession();
  renders.push(status);
  return <p>{status === 'loading' ? 'Загрузка' : 'Готово'}</p>;
}

function page(session: Session, renders: string[]) {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
  return (
    <ApiProvider api={api} session={session} serverRendered>
      <Greeting renders={renders} />
    </ApiProvider>
  );
}

/** The server's HTML of the page hydrated with `session` in the browser: what its reader rendered, and mismatches. */
async function hydrated(session: Session, api: ApiClient) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(createSession(api, memoryTokenStore()), []));
  document.body.append(container);
  const renders: string[] = [];
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(session, renders), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, renders, mismatches };
}

describe('useSession on a server-rendered page', () => {
  it('hydrates a session that is still loading without rendering its readers a second time', async () => {
    // The init call never answers here: the session stays «loading» for the whole test.
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
    const session = createSession(api, memoryTokenStore());
    void session.init();
    const { container, renders, mismatches } = await hydrated(session, api);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Загрузка');
    // A browser state other than the very object the server rendered with makes React render the tree again at
    // once, in one synchronous pass: on a real page, every reader of the session, right after hydration.
    expect(renders).toEqual(['loading']);
    container.remove();
  });

  it('shows who is there once the session settles, after hydrating as «loading»', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
    const session = createSession(api, memoryTokenStore());
    // auth/init has answered before the page hydrates: the first render must still be the server's.
    session.setUser(null);
    const { container, renders, mismatches } = await hydrated(session, api);
    expect(mismatches).toEqual([]);
    expect(renders).toEqual(['loading', 'ready']);
    expect(container.textContent).toBe('Готово');
    container.remove();
  });

  it('re-renders its readers in slices when it settles: the browser gets its thread back between them', async () => {
    const order: string[] = [];
    function SlowReader({ index }: { index: number }) {
      const { status } = useSession();
      if (status === 'ready') {
        // A costly screen: its readers together take far longer than one slice of rendering.
        const until = performance.now() + 3;
        while (performance.now() < until) {}
        order.push(`reader ${index}`);
      }
      return <p>{status}</p>;
    }
    const readers = Array.from({ length: 12 }, (_, index) => index);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
    const tree = (session: Session) => (
      <ApiProvider api={api} session={session} serverRendered>
        {readers.map((index) => (
          <SlowReader key={index} index={index} />
        ))}
      </ApiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createSession(api, memoryTokenStore())));
    document.body.append(container);
    const session = createSession(api, memoryTokenStore());
    await act(async () => {
      hydrateRoot(container, tree(session));
    });
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // What a browser does, not what a test's act() would: React's own scheduling, task by task.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      setTimeout(() => order.push('another task'), 0);
      session.setUser(null);
      while (container.textContent !== 'ready'.repeat(readers.length)) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    // Another task ran before the last reader was rendered: the readers were not rendered in one go.
    expect(order.indexOf('another task')).toBeLessThan(order.indexOf(`reader ${readers.length - 1}`));
    container.remove();
  });
});
