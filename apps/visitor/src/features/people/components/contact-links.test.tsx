import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactLinks } from './contact-links.tsx';

afterEach(cleanup);

describe('ContactLinks', () => {
  it('makes each contact a link of its kind, by the domain’s rules', () => {
    render(
      <ContactLinks
        contacts={[
          { type: 'PHONE', value: '79001234567', description: 'после 10:00' },
          { type: 'EMAIL', value: 'anna@mesto.ru' },
          { type: 'TELEGRAM', value: 'anna_nn' },
          { type: 'SITE', value: 'mesto.ru/anna' },
          { type: 'OTHER', value: 'Спросить в баре' },
        ]}
      />,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('+7 900 123-45-67')).toBe('tel:+79001234567');
    expect(href('anna@mesto.ru')).toBe('mailto:anna@mesto.ru');
    expect(href('@anna_nn')).toBe('https://t.me/anna_nn');
    expect(href('mesto.ru/anna')).toBe('https://mesto.ru/anna');
    // Free text is not a link.
    expect(screen.getByText('Спросить в баре').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByText(/после 10:00/)).toBeTruthy();
  });
});
