import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageUrlFor, ResponsiveImage } from './responsive-image.tsx';

const image = {
  url: '/f/w1200.webp',
  width: 1200,
  height: 800,
  variants: [
    { width: 960, height: 640, url: '/f/w960.webp' },
    { width: 320, height: 213, url: '/f/w320.webp' },
    { width: 1200, height: 800, url: '/f/w1200.webp' },
  ],
};

describe('ResponsiveImage', () => {
  it('offers every stored width and keeps its box; lazy by default', () => {
    render(<ResponsiveImage image={image} alt="Веранда" sizes="50vw" className="rounded-card" />);
    const img = screen.getByRole('img', { name: 'Веранда' });
    expect(img.getAttribute('srcset')).toBe('/f/w320.webp 320w, /f/w960.webp 960w, /f/w1200.webp 1200w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe('/f/w960.webp');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
    expect(img.className).toBe('rounded-card');
  });

  it('the first image of a page loads at once, first', () => {
    render(<ResponsiveImage image={image} alt="" sizes="100vw" priority />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('a file without variants is its own one width', () => {
    render(<ResponsiveImage image={{ ...image, variants: [] }} alt="Фото" sizes="100vw" />);
    expect(screen.getByRole('img').getAttribute('srcset')).toBe('/f/w1200.webp 1200w');
    expect(imageUrlFor(image, 400)).toBe('/f/w960.webp');
    expect(imageUrlFor(image, 5000)).toBe('/f/w1200.webp');
  });
});
