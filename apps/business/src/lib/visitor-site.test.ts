import { describe, expect, it } from 'vitest';
import { visitorSiteUrl } from './visitor-site.ts';

describe('visitorSiteUrl', () => {
  it('drops the business subdomain in production', () => {
    expect(visitorSiteUrl({ protocol: 'https:', hostname: 'business.gorod.example', port: '' })).toBe(
      'https://gorod.example/',
    );
  });

  it('points at the site’s local port next to the panel’s', () => {
    expect(visitorSiteUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '4174' })).toBe('http://127.0.0.1:4173/');
    expect(visitorSiteUrl({ protocol: 'http:', hostname: 'localhost', port: '5174' })).toBe('http://localhost:5173/');
  });

  it('falls back to this site’s root when it cannot tell', () => {
    expect(visitorSiteUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '39123' })).toBe('/');
  });
});
