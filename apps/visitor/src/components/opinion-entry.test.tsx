import type { components } from '@mesto/api-client';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpinionEntry } from './opinion-entry.tsx';

type Opinion = components['schemas']['Opinion'];

const me = testUser();
const IVAN = '00000000-0000-4000-8000-0000000000c2';

const opinion = (patch: Partial<Opinion> = {}): Opinion => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  code: 'op000001',
  author: { id: IVAN, code: 'u2', username: 'ivan', displayName: 'Иван Петров', avatarFileId: null, gender: 'MALE' },
  authorBlocked: false,
  placeId: '00000000-0000-4000-8000-0000000000e1',
  place: { id: '00000000-0000-4000-8000-0000000000e1', code: 'place001', name: 'Кофейня «Зерно»' },
  eventId: null,
  event: null,
  rating: 2,
  text: 'Кофе остыл, пока несли',
  tags: [],
  photoFileIds: [],
  visibility: 'PUBLIC',
  wasThere: false,
  feedback: null,
  analysis: null,
  moderation: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...patch,
});

const render = (value: Opinion, user = me) =>
  renderWithSession([{ path: '*', element: <OpinionEntry opinion={value} /> }], '/place/place001', user);

afterEach(cleanup);

describe('OpinionEntry', () => {
  it('offers «Пожаловаться» on another person’s opinion and on the business’s answer, «Изменить» on one’s own', async () => {
    render(
      opinion({
        feedback: {
          id: '00000000-0000-4000-8000-0000000000f1',
          text: 'Простите, исправимся',
          tags: [],
          organisation: { id: '00000000-0000-4000-8000-0000000000f2', code: 'org00001', name: 'Волжские кофейни' },
          createdAt: '2026-11-21T09:00:00.000Z',
          moderation: null,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Пожаловаться: Мнение: Иван Петров' })).toBeDefined();
    const answer = screen.getByRole('region', { name: /Волжские кофейни/ });
    expect(
      within(answer).getByRole('button', { name: 'Пожаловаться: Ответ заведения: Волжские кофейни' }),
    ).toBeDefined();
    cleanup();

    render(opinion({ author: { ...opinion().author, id: me.id } }));
    expect(await screen.findByRole('link', { name: 'Изменить' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Пожаловаться/ })).toBeNull();
  });

  it('marks one’s own hidden opinion with the moderator’s reason, and a held one as waiting', async () => {
    render(opinion({ author: { ...opinion().author, id: me.id }, moderation: { state: 'HIDDEN', reason: 'Спам' } }));
    expect(await screen.findByText('Скрыто модератором: Спам')).toBeDefined();
    cleanup();
    render(opinion({ author: { ...opinion().author, id: me.id }, moderation: { state: 'HELD', reason: null } }));
    expect(await screen.findByText('На проверке у модератора')).toBeDefined();
  });

  it('marks an answer a moderator hid, inside the answer, for the team that still sees it', async () => {
    render(
      opinion({
        feedback: {
          id: '00000000-0000-4000-8000-0000000000f1',
          text: 'Сам дурак',
          tags: [],
          organisation: { id: '00000000-0000-4000-8000-0000000000f2', code: 'org00001', name: 'Волжские кофейни' },
          createdAt: '2026-11-21T09:00:00.000Z',
          moderation: { state: 'HIDDEN', reason: 'Грубость' },
        },
      }),
    );
    const answer = await screen.findByRole('region', { name: /Волжские кофейни/ });
    expect(within(answer).getByText('Скрыто модератором: Грубость')).toBeDefined();
    expect(within(answer).getByText('Сам дурак')).toBeDefined();
  });

  it('folds away an opinion of someone the viewer blocked, until «Показать»', async () => {
    render(opinion({ authorBlocked: true }));
    expect(await screen.findByText('Скрыто: вы заблокировали автора')).toBeDefined();
    expect(screen.queryByText('Кофе остыл, пока несли')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByText('Кофе остыл, пока несли')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
  });
});
