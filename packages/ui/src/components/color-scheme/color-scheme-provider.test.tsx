import { APP_SETTINGS_STORAGE_KEY } from '@mesto/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMedia, installFakeMatchMedia } from '../../testing/fake-media.ts';
import { ColorSchemeProvider, useColorScheme } from './color-scheme-provider.tsx';
import { applyStoredColorScheme } from './color-scheme-storage.ts';
import { ColorSchemeSwitch } from './color-scheme-switch.tsx';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function State() {
  const { scheme, resolved } = useColorScheme();
  return <output data-testid="state">{`${scheme}/${resolved}`}</output>;
}

function renderScheme() {
  return render(
    <ColorSchemeProvider>
      <ColorSchemeSwitch />
      <State />
    </ColorSchemeProvider>,
  );
}

const html = () => document.documentElement;
const stored = () => JSON.parse(window.localStorage.getItem(APP_SETTINGS_STORAGE_KEY) ?? 'null');

describe('ColorSchemeProvider', () => {
  let media: FakeMedia;
  beforeEach(() => {
    media = installFakeMatchMedia({ [DARK_QUERY]: false });
  });
  afterEach(() => media.restore());

  it('starts on AUTO and follows the system preference live', () => {
    renderScheme();
    expect(screen.getByTestId('state').textContent).toBe('AUTO/light');
    expect(html().classList.contains('dark')).toBe(false);

    act(() => media.set(DARK_QUERY, true));
    expect(screen.getByTestId('state').textContent).toBe('AUTO/dark');
    expect(html().classList.contains('dark')).toBe(true);

    act(() => media.set(DARK_QUERY, false));
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('keeps LIGHT and DARK fixed whatever the system says', () => {
    renderScheme();
    fireEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(html().classList.contains('dark')).toBe(true);
    act(() => media.set(DARK_QUERY, false));
    expect(html().classList.contains('dark')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Светлая' }));
    act(() => media.set(DARK_QUERY, true));
    expect(screen.getByTestId('state').textContent).toBe('LIGHT/light');
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('saves the choice in appSettings next to the other settings', () => {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ locale: 'ru', colorScheme: 'AUTO' }));
    renderScheme();
    fireEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(stored()).toEqual({ locale: 'ru', colorScheme: 'DARK' });
  });

  it('restores the saved choice on the next visit', () => {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'DARK' }));
    renderScheme();
    expect(screen.getByTestId('state').textContent).toBe('DARK/dark');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Тёмная' }).checked).toBe(true);
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('falls back to AUTO for a broken or unknown saved value', () => {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, '{not json');
    const first = renderScheme();
    expect(screen.getByTestId('state').textContent).toBe('AUTO/light');
    first.unmount();

    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'SEPIA' }));
    renderScheme();
    expect(screen.getByTestId('state').textContent).toBe('AUTO/light');
  });

  it('picks up a change made in another tab', () => {
    renderScheme();
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'DARK' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: APP_SETTINGS_STORAGE_KEY }));
    });
    expect(screen.getByTestId('state').textContent).toBe('DARK/dark');
  });

  it('applyStoredColorScheme() sets <html> before React renders', () => {
    window.localStorage.setItem(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'AUTO' }));
    media.set(DARK_QUERY, true);
    expect(applyStoredColorScheme()).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('useColorScheme() outside the provider says what is missing', () => {
    expect(() => render(<State />)).toThrow(/ColorSchemeProvider/);
  });
});
