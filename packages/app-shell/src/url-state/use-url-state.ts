import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { parseUrlState, type UrlStateSchema, writeUrlState } from './url-state.ts';

export type UrlStateUpdate<S extends UrlStateSchema> =
  | Partial<z.output<S>>
  | ((current: z.output<S>) => Partial<z.output<S>>);

export type SetUrlState<S extends UrlStateSchema> = (
  update: UrlStateUpdate<S>,
  options?: {
    /**
     * Replace the current history entry instead of adding one. Use it for keystrokes in a search box (one entry
     * per search, not per letter); leave it off for discrete choices (a filter, a sort, a tab) so back undoes them.
     */
    replace?: boolean;
  },
) => void;

/**
 * Filters, sort and the like kept in the URL, typed by a zod object schema with a default for every field:
 * a link reproduces the view, and back and forward move between views. Bad values fall back to the defaults.
 *
 * ```ts
 * const peopleSearch = z.object({ q: z.string().trim().max(200).catch('').default('') });
 * const [{ q }, setSearch] = useUrlState(peopleSearch);
 * setSearch({ q: 'анна' }, { replace: true });
 * ```
 *
 * Declare the schema at module level: its identity keys the parsed values. Use `z.stringbool()` for flags
 * (`z.coerce.boolean()` reads "false" as true) and `z.array(…)` for repeated parameters such as tags.
 */
export function useUrlState<S extends UrlStateSchema>(schema: S): [z.output<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the serialised search: `params` is a new object on every render.
  const values = useMemo(() => parseUrlState(schema, new URLSearchParams(search)), [schema, search]);

  const setValues = useCallback<SetUrlState<S>>(
    (update, options = {}) => {
      setParams(
        (current) => {
          const patch = typeof update === 'function' ? update(parseUrlState(schema, current)) : update;
          return writeUrlState(schema, current, patch);
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [schema, setParams],
  );

  return [values, setValues];
}
