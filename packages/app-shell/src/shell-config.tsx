import { createContext, type ReactNode, useContext } from 'react';

/** What the shared shell needs to know about the app it frames; each app passes its own to `startApp`. */
export type ShellConfig = {
  /** The document title of a screen, e.g. `Вход — Место`. */
  documentTitle: (title: string) => string;
  /** Where the logo, the error pages and a finished sign-in (without `?redirect=`) lead. */
  homeHref: string;
  /** The login screen, optionally with the path and query to come back to afterwards. */
  loginHref: (redirectTo?: string | null) => string;
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
