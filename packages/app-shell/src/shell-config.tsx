import { createContext, type ReactNode, useContext } from 'react';

/** What the shared shell needs to know about the app it frames; each app passes its own to `startApp`. */
export type ShellConfig = {
  /** The document title of a screen, e.g. `Вход — Место`. */
  documentTitle: (title: string) => string;
  /** Where the logo, the error pages and a finished sign-in (without `?redirect=`) lead. */
  homeHref: string;
  /** The login screen, optionally with the path and query to come back to afterwards. */
  loginHref: (redirectTo?: string | null) => string;
  /** The site's own origin (`https://gorod.example`), for the absolute addresses of canonical links and previews. */
  siteOrigin: string;
};

const ShellConfigContext = createContext<ShellConfig | null>(null);

export function ShellConfigProvider({ config, children }: { config: ShellConfig; children: ReactNode }) {
  return <ShellConfigContext value={config}>{children}</ShellConfigContext>;
}

export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (config === null) throw new Error('useShellConfig: wrap the app in ShellConfigProvider (startApp does)');
  return config;
}

/** An absolute address on this site, for canonical links, previews and schema.org data. */
export function useAbsoluteUrl(): (path: string) => string {
  const { siteOrigin } = useShellConfig();
  return (path) => new URL(path, siteOrigin).toString();
}
