import { describe, expect, it } from 'vitest';
import { twoGisRouteUrl, yandexMapsRouteUrl } from './directions.ts';

const kremlin = { latitude: 56.328437, longitude: 44.003111 };

describe('route links', () => {
  it('Yandex Maps: from the person to the point, latitude first', () => {
    expect(yandexMapsRouteUrl(kremlin)).toBe('https://yandex.ru/maps/?rtext=~56.328437%2C44.003111');
  });

  it('2GIS: from the person to the point, longitude first', () => {
    expect(twoGisRouteUrl(kremlin)).toBe('https://2gis.ru/directions/points/%7C44.003111%2C56.328437');
  });

  it('coordinates keep six decimals and never turn into exponents', () => {
    const tiny = { latitude: 0.0000001, longitude: -0.1234567891 };
    expect(yandexMapsRouteUrl(tiny)).toBe('https://yandex.ru/maps/?rtext=~0%2C-0.123457');
    expect(twoGisRouteUrl({ latitude: -33.9, longitude: 151.2 })).toBe(
      'https://2gis.ru/directions/points/%7C151.2%2C-33.9',
    );
  });
});
