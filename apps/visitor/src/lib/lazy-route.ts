import type { ComponentType } from 'react';
import { buildCheck } from './build-check.ts';

type RouteModule = { default: ComponentType };

/**
 * A route's `lazy` (spec §2: every route loads lazily, each in its own chunk). When the chunk cannot be loaded —
 * typically because a newer build replaced the files this tab knows — the build check may reload the page; the
 * navigation then simply waits for the reload instead of flashing an error. Otherwise the error reaches the
 * route's error boundary (the 500 page).
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      if (await buildCheck.recover(error)) return new Promise<never>(() => {});
      throw error;
    }
  };
}
