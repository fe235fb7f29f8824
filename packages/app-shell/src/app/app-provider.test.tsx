import { createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { toast } from '@mesto/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testShellConfig } from '../testing/render-with-session.tsx';
import { AppProvider } from './app-provider.tsx';

function renderApp() {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: async () => Response.json({ user: null }) });
  const session = createSession(api, memoryTokenStore(), { tabs: {} });
  session.setUser(null);
  return render(
    <AppProvider api={api} session={session} queryClient={new QueryClient()} config={testShellConfig}>
      <h1>Главная</h1>
    </AppProvider>,
  );
}

describe('AppProvider toasts', () => {
  it('mounts the toast region at the first toast, shows the toasts in the order asked, and announces them', async () => {
    // Asked for before the app has started: waits for the region.
    toast({ severity: 'info', description: 'Первое' });
    const { unmount } = renderApp();
    const viewport = await screen.findByTestId('toast-viewport');
    await waitFor(() => expect(within(viewport).getAllByRole('listitem')).toHaveLength(1));
    act(() => {
      toast({ severity: 'error', description: 'Второе' });
    });
    await waitFor(() =>
      expect(
        within(viewport)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Первое'), expect.stringContaining('Второе')]),
    );
    // Screen readers hear them: Radix puts each toast's text in a live region of its own.
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')?.textContent).toContain('Второе'));
    unmount();
  });

  it('keeps the toast region off the page until a toast is asked for', async () => {
    const { unmount } = renderApp();
    await screen.findByRole('heading', { name: 'Главная' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('toast-viewport')).toBeNull();
    act(() => {
      toast({ severity: 'success', description: 'Сохранено' });
    });
    const viewport = await screen.findByTestId('toast-viewport');
    await waitFor(() => expect(within(viewport).getByRole('listitem').textContent).toContain('Сохранено'));
    unmount();
  });
});
