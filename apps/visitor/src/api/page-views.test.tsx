import { createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import { renderWithSession } from '@mesto/app-shell/testing';
import { setToastSink, type ToastOptions } from '@mesto/ui';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageView, type ViewedPage } from './page-views.ts';

/** The API as far as page views go: records each call's body, answers as told. */
function fakeApi(status = 200) {
  const views: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    if (new URL(request.url).pathname !== '/api/page-views') return Response.json({ user: null });
    views.push(await request.json());
    return status === 200 ? Response.json({ ok: true }) : Response.json({ message: 'Сбой' }, { status });
  };
  return { fetch, views };
}

let rerender: () => void = () => {};
function Page({ page }: { page: ViewedPage | null }) {
  const [renders, setRenders] = useState(0);
  rerender = () => setRenders(renders + 1);
  usePageView(page);
  return <p>{renders}</p>;
}

let toasts: ToastOptions[] = [];
beforeEach(() => {
  toasts = [];
  setToastSink((options) => toasts.push(options));
});
afterEach(() => {
  setToastSink(null);
  cleanup();
});

const routes = (page: ViewedPage | null) => [{ path: '*', element: <Page page={page} /> }];

describe('usePageView', () => {
  it('counts a shown page once, however often it renders, in strict mode too', async () => {
    const api = fakeApi();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch });
    const session = createSession(client, memoryTokenStore(), { tabs: {} });
    session.setUser(null);
    // Strict mode runs each effect twice on mount, as development builds do.
    render(
      <StrictMode>
        <ApiProvider api={client} session={session}>
          <Page page={{ place: 'p1' }} />
        </ApiProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(api.views).toEqual([{ place: 'p1' }]));
    act(() => rerender());
    act(() => rerender());
    // Give a stray call every chance to arrive.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.views).toEqual([{ place: 'p1' }]);
  });

  it('counts nothing before the page is shown, and an event by its key once it is', async () => {
    const api = fakeApi();
    const { router } = renderWithSession(
      [
        { path: '/loading', element: <Page page={null} /> },
        { path: '/event/:code', element: <Page page={{ event: 'jazz' }} /> },
      ],
      '/loading',
      null,
      undefined,
      api.fetch,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.views).toEqual([]);
    await act(() => router.navigate('/event/jazz'));
    await waitFor(() => expect(api.views).toEqual([{ event: 'jazz' }]));
  });

  it('says nothing when the count fails', async () => {
    const api = fakeApi(500);
    renderWithSession(routes({ place: 'p1' }), '/place/mayak', null, undefined, api.fetch);
    await waitFor(() => expect(api.views).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(toasts).toEqual([]);
  });
});
