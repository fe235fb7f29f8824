import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { base64urlBytes } from '../lib/browser-push.ts';
import { NotificationSettings } from './notification-settings.tsx';

// The notification settings as the API answers them: which parts show for a person a channel reaches or not, and a
// refused channel change said beside its switches. (Turning notifications on in a real browser: the e2e test.)

const routes = [{ path: '*', element: <NotificationSettings /> }];

const settings = (overrides: object = {}) => ({
  chatMessages: true,
  opinionAnswers: true,
  roomStarts: true,
  followedEvents: true,
  businessOpinions: true,
  businessChats: true,
  channels: { telegram: true, push: true },
  quietHours: null,
  timeZone: 'Europe/Moscow',
  telegramBound: false,
  telegramBlocked: false,
  pushAvailable: true,
  pushDevices: 0,
  kinds: [],
  ...overrides,
});

function api(stored: object, refuse?: { field: string; message: string }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path, body });
    if (path === '/api/notification-settings' && request.method === 'POST' && refuse) {
      return Response.json(
        { statusCode: 400, message: refuse.message, code: 'NO_CHANNEL', fields: { [refuse.field]: refuse.message } },
        { status: 400 },
      );
    }
    if (path === '/api/notification-settings') return Response.json(stored);
    if (path === '/api/notifications/push/subscriptions') {
      return Response.json({
        items: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            endpoint: 'https://push.example.com/1',
            label: 'Firefox, Windows',
            createdAt: '2026-11-20T10:00:00.000Z',
            lastSuccessAt: null,
          },
        ],
      });
    }
    return Response.json({ user: null });
  };
  return { fetch, calls };
}

afterEach(() => cleanup());

describe('notification settings', () => {
  it('without Telegram or a browser: how to get notifications, no kinds to switch', async () => {
    const { fetch } = api(settings());
    renderWithSession(routes, '/', testUser(), undefined, fetch);
    expect(
      await screen.findByText('Сначала привяжите Telegram выше или включите уведомления в браузере', { exact: false }),
    ).toBeTruthy();
    const browser = screen.getByRole('region', { name: 'Уведомления в браузере' });
    // This test's browser has no push support: it says so instead of offering a button that cannot work.
    await waitFor(() => expect(within(browser).queryByText('Проверяем, что умеет этот браузер…')).toBeNull());
    expect(within(browser).queryByRole('button', { name: 'Включить' })).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('a browser alone is enough; turning it off as the last channel is refused beside the switches', async () => {
    const message = 'Оставьте хотя бы один способ, которым уведомления до вас дойдут';
    const { fetch, calls } = api(settings({ pushDevices: 1 }), { field: 'channels.push', message });
    renderWithSession(routes, '/', testUser(), undefined, fetch);
    const push = await screen.findByRole('switch', { name: 'В браузере' });
    expect(push.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'В Telegram' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Новые сообщения в чатах' })).toBeTruthy();
    // The person's other browser, removable from here.
    expect(await screen.findByRole('button', { name: 'Убрать уведомления: Firefox, Windows' })).toBeTruthy();

    fireEvent.click(push);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ channels: { push: false } });
  });

  it('a site without browser notifications says so', async () => {
    const { fetch } = api(settings({ pushAvailable: false, telegramBound: true }));
    renderWithSession(routes, '/', testUser(), undefined, fetch);
    expect(await screen.findByText('На этом сайте уведомления в браузере пока не работают.')).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'В Telegram' })).toBeTruthy();
  });
});

describe('the site’s key as a browser takes it', () => {
  it('decodes base64url without padding', () => {
    expect([...base64urlBytes('BP8A_-4')]).toEqual([4, 255, 0, 255, 238]);
  });
});
