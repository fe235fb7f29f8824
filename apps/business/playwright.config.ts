import { appPlaywrightConfig } from '@mesto/playwright-config';

// Browser tests of the built business panel against a real API; see tooling/playwright. The visitor site runs
// beside it against the same API, so a test can find on the public site what a business user has just created.
export default appPlaywrightConfig({}, { alsoServe: ['visitor'] });
