import { APP_SETTINGS_STORAGE_KEY, ColorScheme } from '@mesto/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
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

/** Who shows the stored choice: the provider re-reads it on a change here or in another tab. */
const storedSchemeListeners = new Set<() => void>();

function subscribeToStoredScheme(onChange: () => void): () => void {
  storedSchemeListeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === APP_SETTINGS_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    storedSchemeListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Owns the colour scheme: reads the saved choice, follows the system live while on AUTO, saves changes to
 * localStorage `appSettings` and keeps <html> in step (the `dark` class and `color-scheme`).
 * Other tabs pick up a change through the storage event. A server-rendered page is rendered and hydrated as AUTO
 * (the server cannot know the choice); the switch then shows the saved one, while <html> has had the right scheme
 * from before the first paint (`applyStoredColorScheme`).
 */
export function ColorSchemeProvider({ children }: { children?: ReactNode }) {
  const scheme = useSyncExternalStore(subscribeToStoredScheme, readStoredColorScheme, () => ColorScheme.AUTO);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolved = resolveColorScheme(scheme, prefersDark);

  // Layout effect: the class changes in the same frame as the switch, with no flash of the old scheme. It applies
  // what is stored and preferred now, not what was rendered: while hydrating, the render still says AUTO.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever what is rendered changes
  useLayoutEffect(() => {
    applyColorScheme(resolveColorScheme(readStoredColorScheme(), systemPrefersDark()));
  }, [resolved]);

  const setScheme = useCallback((next: ColorScheme) => {
    storeColorScheme(next);
    for (const listener of storedSchemeListeners) listener();
  }, []);

  const value = useMemo(() => ({ scheme, resolved, setScheme }), [scheme, resolved, setScheme]);
  return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

export function useColorScheme(): ColorSchemeContextValue {
  const context = useContext(ColorSchemeContext);
  if (context === null) throw new Error('useColorScheme() must be used inside <ColorSchemeProvider>');
  return context;
}
