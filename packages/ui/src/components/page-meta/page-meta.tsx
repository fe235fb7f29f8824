import { useEffect } from 'react';

/** JSON for an inline script: `<` escaped, so a `</script>` inside a title or description cannot end it early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type PageMetaProps = {
  /** The whole document title, e.g. «Джазовый джем — Место». */
  title: string;
  /** The page's `<meta name="description">` while it is shown; the site's own comes back after. */
  description?: string | null;
  /** schema.org data for search engines (an Event, a Place…), written as JSON-LD. */
  structuredData?: object | null;
};

/**
 * What search engines and link previews read about a screen: the title, the description and schema.org data.
 * The description replaces the content of the one tag in index.html rather than adding a second one.
 */
export function PageMeta({ title, description = null, structuredData = null }: PageMetaProps) {
  useEffect(() => {
    if (description === null) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = tag === null;
    if (tag === null) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);

  return (
    <>
      <title>{title}</title>
      {structuredData === null ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonForScript
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
      )}
    </>
  );
}
