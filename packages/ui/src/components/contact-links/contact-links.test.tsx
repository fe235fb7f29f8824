import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactLinks } from './contact-links.tsx';

describe('ContactLinks', () => {
  it('makes each contact a link of its kind, by the domain’s rules', () => {
    render(
      <ContactLinks
        contacts={[
          { type: 'PHONE', value: '78312000000', description: 'бронь столов' },
          { type: 'EMAIL', value: 'hello@mesto.ru' },
          { type: 'TELEGRAM', value: 'place_7' },
          { type: 'SITE', value: 'https://org1.mesto.example' },
          { type: 'SITE', value: 'mesto.ru/zerno' },
          { type: 'OTHER', value: 'Вход со двора' },
        ]}
      />,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('+7 831 200-00-00')).toBe('tel:+78312000000');
    expect(href('hello@mesto.ru')).toBe('mailto:hello@mesto.ru');
    expect(href('@place_7')).toBe('https://t.me/place_7');
    // A site opens as it is stored; one without a scheme gets https.
    expect(href('org1.mesto.example')).toBe('https://org1.mesto.example');
    expect(href('mesto.ru/zerno')).toBe('https://mesto.ru/zerno');
    expect(screen.getByText('Вход со двора').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(/бронь столов/)).toBeTruthy();
  });
});
