import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonForScript, PageMeta } from './page-meta.tsx';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageMeta', () => {
  it('puts title, description, canonical address and preview tags into the head, and takes them with the screen', () => {
    const { unmount } = render(
      <PageMeta
        title="Джем — Место"
        description="Джазовый джем в субботу."
        url="https://gorod.example/event/jam"
        image="https://gorod.example/cover.jpg"
        type="article"
      />,
    );
    expect(document.title).toBe('Джем — Место');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Джазовый джем в субботу.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://gorod.example/event/jam',
    );
    expect(content('meta[property="og:title"]')).toBe('Джем — Место');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe('https://gorod.example/cover.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('writes schema.org data as JSON-LD that no text inside can break out of', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Event', name: 'Вечер </script><b>' };
    const { container } = render(<PageMeta title="Вечер" structuredData={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe(jsonForScript(data));
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });
});
