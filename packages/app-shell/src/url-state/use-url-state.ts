import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseUrlState, type UrlState, type UrlStateSchema, writeUrlState } from './url-state.ts';

export type UrlStateUpdate<S extends UrlStateSchema> =
  | Partial<UrlState<S>>
  | ((current: UrlState<S>) => Partial<UrlState<S>>);

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
 * Filters, sort and the like kept in the URL, typed by a schema with a default for every field: a link reproduces
 * the view, and back and forward move between views. Bad values fall back to the defaults.
 *
 * ```ts
 * const peopleSearch = { q: { kind: 'text', max: 200 } } satisfies UrlStateSchema;
 * const [{ q }, setSearch] = useUrlState(peopleSearch);
 * setSearch({ q: 'анна' }, { replace: true });
 * ```
 *
 * Declare the schema at module level: its identity keys the parsed values. Public pages describe their parameters
 * as plain data (`UrlParams`, read by small parsers: no validation library in their first load); a zod object
 * works too (`z.stringbool()` for flags, `z.array(…)` for repeated parameters such as tags).
 */
export function useUrlState<S extends UrlStateSchema>(schema: S): [UrlState<S>, SetUrlState<S>] {
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
