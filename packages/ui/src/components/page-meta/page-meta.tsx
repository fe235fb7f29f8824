/** JSON for an inline script: `<` escaped, so a `</script>` inside a title or description cannot end it early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A feed of the page's subject in another format, e.g. its iCalendar file. */
type PageAlternate = { type: string; href: string; title: string };

export type PageMetaProps = {
  /** The whole document title, e.g. «Джазовый джем — Место». */
  title: string;
  /** The page's `<meta name="description">`, also what link previews show under the title. */
  description?: string | null;
  /** The page's one address (absolute): canonical link and `og:url`. */
  url?: string | null;
  /** The picture of a link preview (absolute): the cover, the place's photo, or the site's card. */
  image?: string | null;
  /** `og:type`: `website` for lists, `article` for a page about one thing, `profile` for a person. */
  type?: 'website' | 'article' | 'profile';
  /** schema.org data for search engines (an Event, a Place…, its breadcrumbs), each written as JSON-LD. */
  structuredData?: object | readonly object[] | null;
  /** Feeds of the page's subject, e.g. an iCalendar file of an event list. */
  alternates?: readonly PageAlternate[];
  /** `og:site_name`. */
  siteName?: string;
};

/**
 * What search engines and link previews read about a screen: title, description, canonical address, Open Graph
 * and Twitter card tags, feeds and schema.org data. React puts the tags into `<head>` (also when the page is
 * rendered on the server, so a crawler or a messenger's preview fetch reads them without running JavaScript) and
 * takes them away with the screen.
 */
export function PageMeta({
  title,
  description = null,
  url = null,
  image = null,
  type = 'website',
  structuredData = null,
  alternates = [],
  siteName = 'Место',
}: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description === null ? null : <meta name="description" content={description} />}
      {url === null ? null : <link rel="canonical" href={url} />}
      {alternates.map((alternate) => (
        <link
          key={alternate.href}
          rel="alternate"
          type={alternate.type}
          href={alternate.href}
          title={alternate.title}
        />
      ))}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description === null ? null : <meta property="og:description" content={description} />}
      {url === null ? null : <meta property="og:url" content={url} />}
      {image === null ? null : <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image === null ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={title} />
      {description === null ? null : <meta name="twitter:description" content={description} />}
      {image === null ? null : <meta name="twitter:image" content={image} />}
      {(structuredData === null ? [] : Array.isArray(structuredData) ? structuredData : [structuredData]).map(
        (data, index) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonForScript
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one page's data never move
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ),
      )}
    </>
  );
}
