import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonForScript, PageMeta } from './page-meta.tsx';

describe('PageMeta', () => {
  it('writes the description into the one tag and puts the site’s back when the screen goes', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Место — места и события города.';
    document.head.append(tag);
    const { unmount } = render(<PageMeta title="Джем — Место" description="Джазовый джем в субботу." />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(tag.content).toBe('Джазовый джем в субботу.');
    unmount();
    expect(tag.content).toBe('Место — места и события города.');
    tag.remove();
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
