import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyPlacesMap } from './lazy-places-map.tsx';
import { PlacesMap, type PlacesMapProps } from './places-map.tsx';

const props: PlacesMapProps = {
  label: 'Карта: Маяк',
  places: [{ id: 'p1', name: 'Маяк', latitude: 59.94, longitude: 30.31, href: '/place/mayak', details: 'Невский, 1' }],
  center: { lat: 59.94, lng: 30.31 },
  className: 'h-64',
};

describe('LazyPlacesMap', () => {
  it('renders on the server exactly what PlacesMap renders', () => {
    expect(renderToString(<LazyPlacesMap {...props} />)).toBe(renderToString(<PlacesMap {...props} />));
  });

  it('is the named map region, loading, until the map and Leaflet arrive', () => {
    render(<LazyPlacesMap {...props} />);
    const region = screen.getByRole('region', { name: 'Карта: Маяк' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Загружаем карту…');
  });
});
