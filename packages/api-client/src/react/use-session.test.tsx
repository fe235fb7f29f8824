import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, createSession, memoryTokenStore, type Session } from '../index.ts';
import { ApiProvider, useSession } from './index.tsx';

function Greeting({ renders }: { renders: string[] }) {
  const { status } = useSession();
  renders.push(status);
  return <p>{status === 'loading' ? 'Загрузка' : 'Готово'}</p>;
}

function page(session: Session, renders: string[]) {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
  return (
    <ApiProvider api={api} session={session}>
      <Greeting renders={renders} />
    </ApiProvider>
  );
}

describe('useSession on a server-rendered page', () => {
  it('hydrates a session that is still loading without rendering its readers a second time', async () => {
    // The init call never answers here: the session stays «loading» for the whole test.
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) });
    const html = renderToString(page(createSession(api, memoryTokenStore()), []));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const renders: string[] = [];
    const session = createSession(api, memoryTokenStore());
    void session.init();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(session, renders), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Загрузка');
    // A browser state other than the very object the server rendered with makes React render the tree again at
    // once, in one synchronous pass: on a real page, every reader of the session, right after hydration.
    expect(renders).toEqual(['loading']);
    container.remove();
  });
});
