import { APP_SETTINGS_STORAGE_KEY, COLOR_SCHEMES, ColorScheme } from '@mesto/domain';

export type ResolvedColorScheme = 'light' | 'dark';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

// appSettings is shared with other settings of the app: read it as a loose object and keep unknown keys.
function readSettings(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(APP_SETTINGS_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // Storage disabled (private mode, a policy) or a broken value: behave as if nothing was saved.
    return {};
  }
}

/** The saved choice from localStorage `appSettings.colorScheme`; AUTO when none or not a known value. */
export function readStoredColorScheme(): ColorScheme {
  const value = readSettings().colorScheme;
  return COLOR_SCHEMES.find((scheme) => scheme === value) ?? ColorScheme.AUTO;
}

/** Saves the choice into `appSettings`, keeping the other settings stored there. */
export function storeColorScheme(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ ...readSettings(), colorScheme: scheme }));
  } catch {
    // Not saved, but the scheme still applies for this visit.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK_QUERY).matches;
}

export function resolveColorScheme(scheme: ColorScheme, prefersDark: boolean): ResolvedColorScheme {
  if (scheme === ColorScheme.DARK) return 'dark';
  if (scheme === ColorScheme.LIGHT) return 'light';
  return prefersDark ? 'dark' : 'light';
}

/**
 * Puts the `dark` class on <html> or takes it off; the stylesheet gives `.dark` its colours and its `color-scheme`
 * (native controls, scrollbars). Nothing is written when the class is already right: any change to <html>, even a
 * style with the value it already had, makes the browser restyle the whole page (~14 ms of a rendered page's start-up).
 */
export function applyColorScheme(resolved: ResolvedColorScheme, root: HTMLElement = document.documentElement): void {
  const dark = resolved === 'dark';
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
}

/**
 * Applies the saved scheme at once. Call it in the app's entry before the first render, so a dark-scheme
 * visitor does not see a white flash while React starts.
 */
export function applyStoredColorScheme(): ResolvedColorScheme {
  const resolved = resolveColorScheme(readStoredColorScheme(), systemPrefersDark());
  applyColorScheme(resolved);
  return resolved;
}
