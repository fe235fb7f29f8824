// Browser-side helpers both front ends share; imported as `@mesto/vite-config/runtime`.
export {
  type BuildCheck,
  type BuildCheckOptions,
  type BuildInfo,
  createBuildCheck,
  LATEST_BUILD_URL,
  RELOAD_MARK_KEY,
} from './build-check.ts';
export { installMetrika, METRIKA_INIT_OPTIONS, METRIKA_TAG_URL, type MetrikaTracker } from './metrika.ts';
