import { createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { toast } from '@mesto/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testShellConfig } from '../testing/render-with-session.tsx';
import { AppProvider } from './app-provider.tsx';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./toaster.tsx', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

describe('AppProvider toast region code', () => {
  it('is not fetched on a page nobody touches; after the first action it is, and a toast then shows at once', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: async () => Response.json({ user: null }) });
    const session = createSession(api, memoryTokenStore(), { tabs: {} });
    session.setUser(null);
    const { unmount } = render(
      <AppProvider api={api} session={session} queryClient={new QueryClient()} config={testShellConfig}>
        <input aria-label="Название" />
      </AppProvider>,
    );
    await screen.findByRole('textbox', { name: 'Название' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded.count).toBe(0);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Название' }), { key: 'а' });
    await waitFor(() => expect(loaded.count).toBe(1));
    // Fetched once, not again at the next action; the empty region is ready, so a toast shows in the same pass.
    fireEvent.pointerDown(document.body);
    const viewport = await screen.findByTestId('toast-viewport');
    expect(loaded.count).toBe(1);
    act(() => {
      toast({ severity: 'error', description: 'Такого места нет' });
    });
    expect(within(viewport).getByRole('listitem').textContent).toContain('Такого места нет');
    unmount();
  });
});
