import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaceEssentials } from './place-essentials.tsx';

afterEach(cleanup);

describe('PlaceEssentials', () => {
  it('says the average bill in rubles and links the menu on the venue’s site in a new tab', () => {
    const { container } = render(
      <PlaceEssentials place={{ averageBill: 1500, menuUrl: 'https://www.chkalov-bar.example/menu.pdf' }} />,
    );
    expect(container.textContent).toContain('Средний чек: 1\u00a0500\u00a0₽');
    const menu = screen.getByRole('link', { name: 'Меню на сайте chkalov-bar.example (откроется в новой вкладке)' });
    expect(menu.textContent).toBe('Меню');
    expect(menu.getAttribute('href')).toBe('https://www.chkalov-bar.example/menu.pdf');
    expect(menu.getAttribute('target')).toBe('_blank');
    expect(menu.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows nothing the place does not give', () => {
    const { container } = render(<PlaceEssentials place={{ averageBill: null, menuUrl: null }} />);
    expect(container.textContent).toBe('');
    render(<PlaceEssentials place={{ averageBill: 900, menuUrl: null }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
