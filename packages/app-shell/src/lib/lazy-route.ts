import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { recoverFromChunkError } from './build-check.ts';

/**
 * A screen's module: its component and, for screens rendered on the server, a loader that fills the query cache the
 * component reads (see `loadQueries`).
 */
type RouteModule = { default: ComponentType; loader?: LoaderFunction };

/** A route as an app's `config/paths.ts` defines it: the name (the route id) and the pattern. */
export type RouteDefinition = { name: string; path: string };

/**
 * A route's `lazy` (every route loads lazily, each in its own chunk: docs/architecture.md#routes-and-layouts). When the chunk cannot be loaded —
 * typically because a newer build replaced the files this tab knows — the build check may reload the page; the
 * navigation then simply waits for the reload instead of flashing an error. Otherwise the error reaches the
 * route's error boundary (the 500 page).
 */
function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    try {
      const module = await load();
      return module.loader === undefined
        ? { Component: module.default }
        : { Component: module.default, loader: module.loader };
    } catch (error) {
      if (await recoverFromChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
  };
}

/**
 * A screen: its name is the route id (and `handle.name`), its module a chunk of its own. `index` makes it the index
 * route of its parent instead of matching `definition.path`.
 */
export function screenRoute(
  definition: RouteDefinition,
  load: () => Promise<RouteModule>,
  { index = false }: { index?: boolean } = {},
): RouteObject {
  const base = { id: definition.name, lazy: lazyRoute(load), handle: { name: definition.name } };
  return index ? { ...base, index: true } : { ...base, path: definition.path };
}
