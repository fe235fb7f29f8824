import { ApiError } from '@mesto/api-client';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, type FieldPath, isWithin, sameValue, valueAt } from './field-path.ts';
import { formMessages } from './form-messages.ts';

export type EditorFormOptions<Values, Saved> = {
  /** Where editing starts: the saved item, or the collection's `…/blank` for a new one. Read once, on mount. */
  initial: Values;
  /**
   * The form's own checks (the rules of @mesto/domain), keyed by field path. They run on every change; a field's
   * message shows once the field has been left, or after a save was tried, and a save waits until none is left.
   */
  validate?: (values: Values) => FieldErrors;
  /** The API call. An `ApiError` with `fields` puts its messages under the fields; the values stay as typed. */
  save: (values: Values) => Promise<Saved>;
  /** The values to go on from after a save, e.g. the saved item as the form holds it; the submitted ones if omitted. */
  afterSave?: (saved: Saved, submitted: Values) => Values | undefined;
};

/** Props of a text-like control (input, textarea, native select) bound to one field of the form. */
export type BoundControl = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

type StringKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

export type EditorFormState<Values> = {
  /** The current values (controlled: every control reads from here). */
  values: Values;
  /** Sets one top-level field; nested values (a list of contacts) are replaced whole. */
  setValue: <K extends keyof Values & string>(key: K, value: Values[K] | ((current: Values[K]) => Values[K])) => void;
  /** Marks a field as visited, so its own check's message shows. */
  touch: (path: FieldPath) => void;
  /** `value`, `onChange` and `onBlur` of a string field, for `<Input {...form.bind('displayName')} />`. */
  bind: (key: StringKeys<Values>) => BoundControl;
  /** The message to show under a field: the server's (until the field is edited), else the form's own check. */
  error: (path: FieldPath) => string | undefined;
  /** The server's messages at or under a path, e.g. every `contacts.N.value`. */
  serverErrorsWithin: (prefix: FieldPath) => [FieldPath, string][];
  /** Every message shown right now, by path. */
  visibleErrors: FieldErrors;
  /** The last save's failure when no field was named (no access, no connection). */
  failure: string | null;
  /** The values differ from the saved ones. */
  dirty: boolean;
  saving: boolean;
  /** A save was tried since the last successful one: every check's message shows. */
  submitted: boolean;
  /** The form's submit handler: checks, saves, and on failure keeps the values and shows what went wrong. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Starts over from the given values (or the saved ones). */
  reset: (values?: Values) => void;
  /** The id of a field's control, so messages and the error summary can point at it. */
  fieldId: (path: FieldPath) => string;
  /** Attach to the `<form>`: after a failed save, focus goes to the first invalid control in it. */
  formRef: RefObject<HTMLFormElement | null>;
};

type State<Values> = {
  values: Values;
  baseline: Values;
  touched: ReadonlySet<FieldPath>;
  server: FieldErrors;
  submitted: boolean;
  saving: boolean;
  failure: string | null;
};

/** Drops the server's message of every field whose value changed: the person is fixing it. */
function withoutEdited(server: FieldErrors, before: unknown, after: unknown): FieldErrors {
  const kept = Object.entries(server).filter(([path]) => sameValue(valueAt(before, path), valueAt(after, path)));
  return kept.length === Object.keys(server).length ? server : Object.fromEntries(kept);
}

/**
 * The state of an editor form: controlled values that start from the saved item or the blank, dirty tracking,
 * the domain's checks as you type, the server's field errors (`ApiError.fields`, dotted paths such as
 * `contacts.0.value`) under their fields, and nothing lost when a save fails. Render it with `<EditorForm>`,
 * which also asks before leaving with unsaved changes.
 */
export function useEditorForm<Values extends object, Saved = unknown>(
  options: EditorFormOptions<Values, Saved>,
): EditorFormState<Values> {
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [state, setState] = useState<State<Values>>(() => ({
    values: options.initial,
    baseline: options.initial,
    touched: new Set(),
    server: {},
    submitted: false,
    saving: false,
    failure: null,
  }));
  const [focusRequest, setFocusRequest] = useState(0);

  // The latest options and state for the callbacks, which stay the same across renders.
  const latest = useRef({ options, state });
  useLayoutEffect(() => {
    latest.current = { options, state };
  });

  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-error-summary]');
    target?.focus();
  }, [focusRequest]);

  const setValue = useCallback<EditorFormState<Values>['setValue']>((key, value) => {
    setState((current) => {
      const field =
        typeof value === 'function'
          ? (value as (old: Values[typeof key]) => Values[typeof key])(current.values[key])
          : value;
      const values = { ...current.values, [key]: field };
      return { ...current, values, server: withoutEdited(current.server, current.values, values) };
    });
  }, []);

  const touch = useCallback((path: FieldPath) => {
    setState((current) =>
      current.touched.has(path) ? current : { ...current, touched: new Set([...current.touched, path]) },
    );
  }, []);

  const submit = useCallback(async (event?: FormEvent) => {
    event?.preventDefault();
    const { options: current, state: now } = latest.current;
    if (now.saving) return;
    const problems = current.validate?.(now.values) ?? {};
    if (Object.keys(problems).length > 0) {
      setState((state) => ({ ...state, submitted: true, failure: null }));
      setFocusRequest((request) => request + 1);
      return;
    }
    const submitted = now.values;
    setState((state) => ({ ...state, submitted: true, saving: true, failure: null }));
    try {
      const saved = await current.save(submitted);
      const next = current.afterSave?.(saved, submitted) ?? submitted;
      setState((state) => ({
        // What was typed while the save ran is kept (and so stays unsaved).
        values: state.values === submitted ? next : state.values,
        baseline: next,
        touched: new Set(),
        server: {},
        submitted: false,
        saving: false,
        failure: null,
      }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const named = Object.keys(fields).length > 0;
      const message = error instanceof ApiError ? error.message : formMessages.saveFailed;
      setState((state) => ({ ...state, saving: false, server: fields, failure: named ? null : message }));
      setFocusRequest((request) => request + 1);
    }
  }, []);

  const reset = useCallback((values?: Values) => {
    setState((current) => {
      const start = values ?? current.baseline;
      return {
        values: start,
        baseline: start,
        touched: new Set(),
        server: {},
        submitted: false,
        saving: false,
        failure: null,
      };
    });
  }, []);

  const fieldId = useCallback((path: FieldPath) => `${id}-${path.replaceAll('.', '-')}`, [id]);

  const checks = options.validate?.(state.values) ?? {};
  const shown = (path: FieldPath) => state.submitted || [...state.touched].some((visited) => isWithin(path, visited));
  const error = (path: FieldPath) => state.server[path] ?? (shown(path) ? checks[path] : undefined);
  const visibleErrors: FieldErrors = { ...state.server };
  for (const [path, message] of Object.entries(checks)) {
    if (visibleErrors[path] === undefined && shown(path)) visibleErrors[path] = message;
  }

  return {
    values: state.values,
    setValue,
    touch,
    bind: (key) => ({
      name: key,
      value: state.values[key] as string,
      onChange: (event) => setValue(key, event.target.value as Values[typeof key]),
      onBlur: () => touch(key),
    }),
    error,
    serverErrorsWithin: (prefix) => Object.entries(state.server).filter(([path]) => isWithin(path, prefix)),
    visibleErrors,
    failure: state.failure,
    dirty: !sameValue(state.values, state.baseline),
    saving: state.saving,
    submitted: state.submitted,
    submit,
    reset,
    fieldId,
    formRef,
  };
}
