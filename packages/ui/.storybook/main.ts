import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines have no internet: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Tailwind compiles src/styles.css for Storybook and for the story tests (addon-vitest applies viteFinal too).
  viteFinal: async (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), tailwindcss()] }),
};

export default config;
