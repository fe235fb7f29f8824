// @vitest-environment node
// The server render as the API serves it: no DOM, a stream from react-dom/server, the built template around it.
import { PageMeta } from '@mesto/ui';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShellPaths } from '../app/start-app.tsx';
import { PAYLOAD_GLOBAL } from './payload.ts';
import { renderPage } from './render-page.tsx';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Место</title></head>' +
  '<body><div id="root"></div><script>window.after=1</script></body></html>';

const paths: ShellPaths = {
  home: { getHref: () => '/' },
  auth: { login: { getHref: () => '/auth/login' } },
} as ShellPaths;

/** A screen that shows what somebody wrote in its title, its meta tags, its markup and its query cache. */
function routesShowing(text: string): RouteObject[] {
  function Screen() {
    const { data } = useQuery({ queryKey: ['opinion'], queryFn: () => text, initialData: text });
    return (
      <>
        <PageMeta title={data} description={data} structuredData={{ '@type': 'Review', reviewBody: data }} />
        <p>{data}</p>
      </>
    );
  }
  return [{ path: '/opinion', Component: Screen }];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeAsReact = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

async function pageWith(text: string) {
  const page = await renderPage({
    request: new Request('http://gorod.example/opinion'),
    routes: routesShowing(text),
    paths,
    documentTitle: (title) => title,
    apiOrigin: 'http://127.0.0.1:1',
    template: TEMPLATE,
  });
  return page.body;
}

describe('renderPage', () => {
  // `$&`, `$'` and `` $` `` in a replacement string are the match and the text after and before it; React writes
  // a typed `'` as `&#x27;`, so `$'` reaches the page as `$&#x27;`.
  it.each(["$'", '$`', '$&', '$1', '$$', "x$'y$`z$&"])(
    'writes %s as it is, and the page stays one page',
    async (text) => {
      const html = await pageWith(text);
      expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.endsWith('<script>window.after=1</script></body></html>')).toBe(true);
      const escaped = escapeAsReact(text);
      expect(html).toContain(`<title>${escaped}</title>`);
      expect(html).toContain(`<p>${escaped}</p>`);
      const payload = new RegExp(`<script>window\\.${PAYLOAD_GLOBAL}=(.*?)</script>`).exec(html)?.[1];
      const data = JSON.parse(payload ?? 'null') as { queries: { queries: { state: { data: unknown } }[] } };
      expect(data.queries.queries.map((query) => query.state.data)).toEqual([text]);
    },
  );
});
