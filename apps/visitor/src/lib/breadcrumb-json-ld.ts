/** One step of the way to a page, as search engines show it under the result («Место › Места › Кофейня «Зерно»»). */
type Crumb = { name: string; url: string };

/** schema.org BreadcrumbList of a page: the site, the section, the page itself (absolute addresses). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
