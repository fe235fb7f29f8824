import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moderationNotice } from './moderation-notice.tsx';

afterEach(cleanup);

describe('moderationNotice', () => {
  it('is nothing without a mark, or for a mark that needs no notice', () => {
    expect(moderationNotice(null)).toBeNull();
    expect(moderationNotice({ state: 'VISIBLE', reason: null })).toBeNull();
    expect(moderationNotice({ state: 'DELETED', reason: 'Спам' })).toBeNull();
  });

  it('says why a hidden item is hidden, with the hint for its kind', () => {
    render(moderationNotice({ state: 'HIDDEN', reason: 'Оскорбления' }, 'Остальные видят только имя.'));
    expect(screen.getByText(/Скрыто модератором: Оскорбления/)).toBeTruthy();
    expect(screen.getByText('Остальные видят только имя.')).toBeTruthy();
  });

  it('tells that a held item waits for a moderator', () => {
    render(moderationNotice({ state: 'HELD', reason: null }));
    expect(screen.getByText('На проверке у модератора')).toBeTruthy();
  });
});
