import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { setToastSink, type ToastOptions } from '@mesto/ui';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportControl } from './report-control.tsx';

const OPINION = 'c0000000-0000-4000-8000-000000000001';
const STRANGER = 'c0000000-0000-4000-8000-000000000009';
const control = (authorId: string) => [
  {
    path: '*',
    element: (
      <ReportControl subject={{ targetType: 'OPINION', targetId: OPINION }} authorId={authorId} what="Мнение: Иван" />
    ),
  },
];

/** A stand-in API: `mine` says nothing was sent yet; complaints are answered as the test says. */
function fakeApi(answer: () => Response) {
  const sent: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === '/api/complaints/mine') return Response.json({ complained: false });
    if (path === '/api/complaints' && request.method === 'POST') {
      sent.push(await request.json());
      return answer();
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

async function openAndChoose(reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Пожаловаться: Мнение: Иван' }));
  const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться' });
  fireEvent.click(screen.getByRole('radio', { name: reason }));
  return dialog;
}

describe('ReportControl', () => {
  it('sends a signed-out visitor to sign in and back to this page', async () => {
    renderWithSession(control(STRANGER), '/place/mayak', null);
    const link = await screen.findByRole('link', { name: 'Пожаловаться: Мнение: Иван' });
    expect(link.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent('/place/mayak')}`);
  });

  it('offers nothing on one’s own item', async () => {
    const { container } = renderWithSession(control(testUser().id), '/place/mayak', testUser());
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  // First of the signed-in tests: the dialog's chunk is not fetched yet (it is kept once fetched).
  it('opens on a tap that comes before the dialog’s code, busy until it arrives; Escape gives the focus back', async () => {
    renderWithSession(control(STRANGER), '/place/mayak', testUser(), undefined, fakeApi(() => Response.json({})).fetch);
    const button = await screen.findByRole('button', { name: 'Пожаловаться: Мнение: Иван' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the reason and the text, says so and then reads «Жалоба отправлена»', async () => {
    const api = fakeApi(() =>
      Response.json(
        { id: 'x', targetType: 'OPINION', targetId: OPINION, reason: 'OTHER', text: 'Реклама', createdAt: '' },
        { status: 201 },
      ),
    );
    renderWithSession(control(STRANGER), '/place/mayak', testUser(), undefined, api.fetch);
    await openAndChoose('Другое');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    expect(screen.getByRole('textbox', { name: /Что не так/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Что не так/ }), { target: { value: 'Реклама' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([{ targetType: 'OPINION', targetId: OPINION, reason: 'OTHER', text: 'Реклама' }]);
    expect(toasts).toEqual([
      { severity: 'success', title: 'Жалоба отправлена', description: expect.stringContaining('Модератор') },
    ]);
    // The button stays, says so, and has the focus back.
    const button = await screen.findByRole('button', { name: 'Жалоба отправлена' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says inside the dialog that the day’s complaints are used up, without a toast', async () => {
    const api = fakeApi(() =>
      Response.json({ message: 'Слишком много жалоб', code: 'TOO_MANY_COMPLAINTS' }, { status: 429 }),
    );
    renderWithSession(control(STRANGER), '/place/mayak', testUser(), undefined, api.fetch);
    const dialog = await openAndChoose('Спам');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Слишком много жалоб за сутки: не больше 20');
    expect(dialog.isConnected).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('says a complaint already sent is already sent', async () => {
    const api = fakeApi(() =>
      Response.json({ message: 'Вы уже жаловались', code: 'ALREADY_COMPLAINED' }, { status: 409 }),
    );
    renderWithSession(control(STRANGER), '/place/mayak', testUser(), undefined, api.fetch);
    await openAndChoose('Оскорбление');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Жалоба уже отправлена');
    expect(toasts).toEqual([]);
  });
});
