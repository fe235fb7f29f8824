import { env } from '../config/env.ts';

// Local ports of the two apps (see @mesto/vite-config): the panel on 4174/5174, the site on 4173/5173.
const LOCAL_PANEL_TO_SITE_PORT: Readonly<Record<string, string>> = { '4174': '4173', '5174': '5173' };

/**
 * The public site: VITE_VISITOR_URL when set; otherwise this address without the `business.` subdomain (production
 * serves the panel on business.<domain> and the site on <domain>), or, locally, the site's port next to the panel's.
 */
export function visitorSiteUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  if (env.visitorUrl !== null) return `${env.visitorUrl}/`;
  const { protocol, hostname, port } = location;
  if (hostname.startsWith('business.')) {
    return `${protocol}//${hostname.slice('business.'.length)}${port ? `:${port}` : ''}/`;
  }
  const sitePort = LOCAL_PANEL_TO_SITE_PORT[port];
  return sitePort ? `${protocol}//${hostname}:${sitePort}/` : '/';
}
