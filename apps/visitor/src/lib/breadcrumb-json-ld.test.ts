import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from the site to the page', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Место', url: 'https://gorod.example/' },
        { name: 'Места', url: 'https://gorod.example/places' },
        { name: 'Кофейня «Зерно»', url: 'https://gorod.example/place/zerno' },
      ]).itemListElement.map((item) => [item.position, item.name, item.item]),
    ).toEqual([
      [1, 'Место', 'https://gorod.example/'],
      [2, 'Места', 'https://gorod.example/places'],
      [3, 'Кофейня «Зерно»', 'https://gorod.example/place/zerno'],
    ]);
  });
});
