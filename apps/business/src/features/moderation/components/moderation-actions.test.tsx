import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { setToastSink, type ToastOptions } from '@mesto/ui';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationActions } from './moderation-actions.tsx';

const OPINION = 'd0000000-0000-4000-8000-000000000001';
const moderator = testUser(['MODERATION']);

const routes = (targetType: 'OPINION' | 'USER', state = 'VISIBLE') => [
  {
    path: '*',
    element: <ModerationActions targetType={targetType} targetId={OPINION} state={state} what="Мнение · Маяк" />,
  },
];

const decision = (action: string, reason: string) => ({
  id: 'e0000000-0000-4000-8000-000000000001',
  targetType: 'OPINION',
  targetId: OPINION,
  action,
  reason,
  moderator: { id: moderator.id, name: 'Анна Смирнова' },
  createdAt: new Date().toISOString(),
  previousState: 'VISIBLE',
  newState: action === 'HIDE' ? 'HIDDEN' : action === 'DELETE' ? 'DELETED' : 'VISIBLE',
});

/** A stand-in API: decisions are answered as the test says; the bodies sent are kept. */
function fakeApi(answer: (body: { action: string; reason?: string }) => Response) {
  const sent: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === '/api/moderation/decisions' && request.method === 'POST') {
      const body = (await request.json()) as { action: string; reason?: string };
      sent.push(body);
      return answer(body);
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  };
  return { fetch, sent };
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

describe('ModerationActions', () => {
  it('asks for a reason before hiding, sends it, and closes only once the server has taken it', async () => {
    const api = fakeApi((body) => Response.json(decision(body.action, body.reason ?? '')));
    renderWithSession(routes('OPINION'), '/business/moderation/OPINION/x', moderator, undefined, api.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть: Мнение · Маяк' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Скрыть?' });
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect((await screen.findByText('Укажите причину: автор увидит её')).isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Причина/ }));
    expect(api.sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Причина/ }), { target: { value: ' Оскорбления ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.sent).toEqual([{ targetType: 'OPINION', targetId: OPINION, action: 'HIDE', reason: 'Оскорбления' }]);
    expect(toasts).toEqual([{ severity: 'success', description: 'Скрыто' }]);
  });

  it('keeps without a reason', async () => {
    const api = fakeApi((body) => Response.json(decision(body.action, '')));
    renderWithSession(routes('OPINION', 'HIDDEN'), '/', moderator, undefined, api.fetch);
    // Hiding what is hidden changes nothing, so it is not offered.
    expect((screen.getByRole('button', { name: 'Скрыть: Мнение · Маяк' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Оставить: Мнение · Маяк' }));
    await screen.findByRole('alertdialog', { name: 'Оставить как есть?' });
    fireEvent.click(screen.getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(api.sent).toEqual([{ targetType: 'OPINION', targetId: OPINION, action: 'KEEP' }]));
  });

  it('says in the dialog why the server refused, and keeps it open with the reason', async () => {
    const api = fakeApi(() => Response.json({ message: 'Недостаточно прав' }, { status: 403 }));
    renderWithSession(routes('OPINION'), '/', moderator, undefined, api.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Мнение · Маяк' }));
    await screen.findByRole('alertdialog', { name: 'Удалить?' });
    fireEvent.change(screen.getByRole('textbox', { name: /Причина/ }), { target: { value: 'Спам' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Решение не принято');
    expect(alert.textContent).toContain('Недостаточно прав');
    expect((screen.getByRole('textbox', { name: /Причина/ }) as HTMLTextAreaElement).value).toBe('Спам');
    expect(toasts).toEqual([]);
  });

  it('offers no deletion for a profile', () => {
    renderWithSession(routes('USER'), '/', moderator);
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.getByText('Профиль нельзя удалить — только скрыть')).toBeDefined();
  });
});
