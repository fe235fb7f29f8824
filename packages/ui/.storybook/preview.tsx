import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import './preview.css';

// Stories' plays wait on conditions (findBy*, waitFor) with Storybook's own Testing Library: its one-second default
// is shorter than a busy machine takes to draw a map or open a sheet. The limit only bounds a hang, as in the
// component tests (@mesto/vitest-config's dom-setup).
configure({ asyncUtilTimeout: 15_000 });

export type StoryTheme = 'light' | 'dark';

/**
 * Puts the toolbar's theme on <html> the way ColorSchemeProvider does in the apps, so portals (dialogs,
 * menus, selects) switch too. Stories that own the scheme themselves opt out with `parameters.ownsColorScheme`.
 */
const withTheme: Decorator = (Story, context) => {
  if (context.parameters.ownsColorScheme !== true) {
    const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
    // The stylesheet's `.dark` brings the dark `color-scheme` (native controls, scrollbars) with it.
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Цветовая схема',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая', icon: 'sun' },
          { value: 'dark', title: 'Тёмная', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
