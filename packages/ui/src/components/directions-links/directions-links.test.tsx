import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectionsLinks } from './directions-links.tsx';

afterEach(cleanup);

describe('DirectionsLinks', () => {
  it('links to both route planners with the point, in a new tab, named for a screen reader', () => {
    render(<DirectionsLinks point={{ latitude: 56.3269, longitude: 44.0059 }} name="Кофейня «Зерно»" />);
    expect(screen.getByRole('heading', { name: 'Как добраться' })).toBeTruthy();
    const yandex = screen.getByRole('link', {
      name: 'Яндекс Карты: маршрут · Кофейня «Зерно» (откроется в новой вкладке)',
    });
    expect(yandex.getAttribute('href')).toBe('https://yandex.ru/maps/?rtext=~56.3269%2C44.0059');
    expect(yandex.getAttribute('target')).toBe('_blank');
    expect(yandex.getAttribute('rel')).toBe('noopener noreferrer');
    const twoGis = screen.getByRole('link', { name: '2ГИС: маршрут · Кофейня «Зерно» (откроется в новой вкладке)' });
    expect(twoGis.getAttribute('href')).toBe('https://2gis.ru/directions/points/%7C44.0059%2C56.3269');
    expect(twoGis.textContent).toBe('2ГИС');
  });
});
