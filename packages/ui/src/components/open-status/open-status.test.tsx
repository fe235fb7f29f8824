import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenStatus, openStatusText } from './open-status.tsx';

afterEach(cleanup);

describe('OpenStatus', () => {
  it('words every status as map services do', () => {
    expect(openStatusText({ state: 'open', closesAt: 23 * 60 })).toBe('Открыто до 23:00');
    expect(openStatusText({ state: 'open', closesAt: 1440 })).toBe('Открыто до 24:00');
    expect(openStatusText({ state: 'open-all-day' })).toBe('Открыто круглосуточно');
    expect(openStatusText({ state: 'closing-soon', minutesLeft: 20 })).toBe('Закрывается через 20 минут');
    expect(openStatusText({ state: 'closing-soon', minutesLeft: 1 })).toBe('Закрывается через 1 минуту');
    expect(openStatusText({ state: 'closing-soon', minutesLeft: 3 })).toBe('Закрывается через 3 минуты');
    expect(openStatusText({ state: 'opens', day: 'today', at: 10 * 60 })).toBe('Откроется в 10:00');
    expect(openStatusText({ state: 'opens', day: 'tomorrow', at: 9 * 60 + 30 })).toBe('Откроется завтра в 09:30');
    expect(openStatusText({ state: 'opens', day: 'MONDAY', at: 10 * 60 })).toBe('Откроется в пн в 10:00');
    expect(openStatusText({ state: 'opens', day: 'TUESDAY', at: 10 * 60 })).toBe('Откроется во вт в 10:00');
    expect(openStatusText({ state: 'closed' })).toBe('Закрыто');
  });

  it('shows the words in a badge', () => {
    render(<OpenStatus status={{ state: 'closing-soon', minutesLeft: 20 }} />);
    expect(screen.getByText('Закрывается через 20 минут')).toBeTruthy();
  });
});
