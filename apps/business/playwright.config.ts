import { appPlaywrightConfig } from '@mesto/playwright-config';

// Browser tests of the built visitor site against a real API; see tooling/playwright.
export default appPlaywrightConfig();
