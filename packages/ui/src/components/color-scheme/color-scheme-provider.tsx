import { APP_SETTINGS_STORAGE_KEY, type ColorScheme } from '@mesto/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  applyColorScheme,
  PREFERS_DARK_QUERY,
  type ResolvedColorScheme,
  readStoredColorScheme,
  resolveColorScheme,
  storeColorScheme,
  systemPrefersDark,
} from './color-scheme-storage.ts';

export type ColorSchemeContextValue = {
  /** What the person chose: AUTO, LIGHT or DARK. */
  scheme: ColorScheme;
  /** What is on screen now. */
  resolved: ResolvedColorScheme;
  setScheme: (scheme: ColorScheme) => void;
};

const ColorSchemeContext = createContext<ColorSchemeContextValue | null>(null);

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Owns the colour scheme: reads the saved choice, follows the system live while on AUTO, saves changes to
 * localStorage `appSettings` and keeps <html> in step (the `dark` class and `color-scheme`).
 * Other tabs pick up a change through the storage event.
 */
export function ColorSchemeProvider({ children }: { children?: ReactNode }) {
  const [scheme, setSchemeState] = useState<ColorScheme>(readStoredColorScheme);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolved = resolveColorScheme(scheme, prefersDark);

  // Layout effect: the class changes in the same frame as the switch, with no flash of the old scheme.
  useLayoutEffect(() => {
    applyColorScheme(resolved);
  }, [resolved]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === APP_SETTINGS_STORAGE_KEY || event.key === null) setSchemeState(readStoredColorScheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setScheme = useCallback((next: ColorScheme) => {
    storeColorScheme(next);
    setSchemeState(next);
  }, []);

  const value = useMemo(() => ({ scheme, resolved, setScheme }), [scheme, resolved, setScheme]);
  return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

export function useColorScheme(): ColorSchemeContextValue {
  const context = useContext(ColorSchemeContext);
  if (context === null) throw new Error('useColorScheme() must be used inside <ColorSchemeProvider>');
  return context;
}
