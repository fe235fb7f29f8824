import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadBadge } from './unread-badge.tsx';

afterEach(cleanup);

const link = (count: number) =>
  render(
    <a href="/chats">
      Чаты
      <UnreadBadge count={count} />
    </a>,
  );

describe('the unread chats badge of a navigation', () => {
  it('is absent when every chat is read', () => {
    link(0);
    expect(screen.getByRole('link').textContent).toBe('Чаты');
  });

  it('shows the count and reads it out with the link, in Russian plural forms', () => {
    link(3);
    expect(screen.getByRole('link', { name: 'Чаты , 3 чата с непрочитанными' })).toBeTruthy();
    cleanup();
    link(21);
    expect(screen.getByRole('link', { name: 'Чаты , 21 чат с непрочитанными' })).toBeTruthy();
  });

  it('stops at 99+ on screen, the exact number for screen readers', () => {
    link(150);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByRole('link', { name: /150 чатов с непрочитанными/ })).toBeTruthy();
  });
});
