import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldContextValue = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: ReactNode;
  children: ReactNode;
  /** A short help text under the control; hidden while an error is shown. */
  hint?: ReactNode;
  /** The Russian error message; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** For a group of controls (checkbox list, segmented control): renders a fieldset with a legend. */
  group?: boolean;
  className?: string;
};

/**
 * Label, control, hint and error in one block. Controls of this package inside it pick up the id,
 * `aria-describedby` (hint or error) and `aria-invalid` on their own; other controls can use `useFieldControl()`.
 */
export function Field({ label, children, hint, error, required = false, id, group = false, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = !hasError && hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = hasError ? errorId : hasHint ? hintId : undefined;

  const labelContent = (
    <>
      {label}
      {required ? (
        <span className="ms-0.5 text-danger" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const labelClass = 'text-sm font-medium text-foreground';
  const Root = group ? 'fieldset' : 'div';

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: hasError, required }}>
      <Root
        className={cn('flex min-w-0 flex-col gap-1.5', className)}
        aria-describedby={group ? describedBy : undefined}
      >
        {group ? (
          <legend className={cn(labelClass, 'mb-1.5')}>{labelContent}</legend>
        ) : (
          <label htmlFor={controlId} className={labelClass}>
            {labelContent}
          </label>
        )}
        {children}
        {hasError ? (
          <p id={errorId} className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
        {hasHint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </Root>
    </FieldContext.Provider>
  );
}

export type FieldControlProps = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
};

/**
 * The attributes that tie a control to the surrounding `<Field>`: its id, the hint or error it is described by
 * and whether it is invalid. The control's own props win; outside a Field they pass through unchanged.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (field === null) return props;
  const describedBy = [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}
