import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { CloseIcon } from '../icons/icons.tsx';

const tones = {
  neutral: 'bg-secondary text-secondary-foreground',
  primary: 'bg-primary-soft text-primary-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warn: 'bg-warn-soft text-warn-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
  info: 'bg-info-soft text-info-soft-foreground',
} as const;

export type TagTone = keyof typeof tones;

const base = 'inline-flex max-w-full items-center gap-1 rounded-full text-sm font-medium';

export type TagProps = Omit<ComponentProps<'span'>, 'children'> & {
  children: ReactNode;
  tone?: TagTone;
  icon?: ReactNode;
  /** Shows a × button; the label names the tag for screen readers ("Убрать «джаз»"). */
  onRemove?: () => void;
  removeLabel?: string;
  /** Wraps a long label onto a second line instead of cutting it (a sentence such as «Закрывается через 11 минут»). */
  wrap?: boolean;
};

/** A label on a place or an event: "джаз", "веранда", "бесплатно". */
export function Tag({
  children,
  tone = 'neutral',
  icon,
  onRemove,
  removeLabel,
  wrap = false,
  className,
  ...props
}: TagProps) {
  return (
    <span className={cn(base, 'min-h-7 px-2.5 py-0.5', tones[tone], onRemove && 'pe-0.5', className)} {...props}>
      {icon}
      <span className={wrap ? 'min-w-0 text-pretty break-words' : 'truncate'}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? (typeof children === 'string' ? messages.tag.remove(children) : messages.close)}
          className={cn(
            'relative inline-flex size-6 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100',
            'focus-visible:outline-2 focus-visible:outline-ring',
            // A 44px invisible hit area around the small × on touch screens.
            'pointer-coarse:after:absolute pointer-coarse:after:-inset-2.5 pointer-coarse:after:content-[""]',
          )}
        >
          <CloseIcon className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}

export type ToggleTagProps = Omit<ComponentProps<'button'>, 'children'> & {
  children: ReactNode;
  selected: boolean;
  icon?: ReactNode;
};

/** A filter chip that is on or off ("только бесплатные"); a toggle button with aria-pressed. */
export function ToggleTag({ children, selected, icon, className, type = 'button', ...props }: ToggleTagProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={cn(
        base,
        'min-h-touch border px-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        selected
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
          : 'border-border bg-surface text-foreground hover:bg-secondary',
        className,
      )}
      {...props}
    >
      {icon}
      <span className="truncate">{children}</span>
    </button>
  );
}
