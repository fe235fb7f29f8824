import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { foldedItemMessages as text } from './messages.ts';

export type FoldedItemProps = {
  /** Why it is folded; «Скрыто: вы заблокировали автора» by default. */
  label?: ReactNode;
  /** The item itself, rendered only once it is opened. */
  children: ReactNode;
  className?: string;
};

/**
 * An item folded away (an opinion or a room by someone the viewer blocked): one line saying why, and «Показать»,
 * which opens it in place; the button keeps focus and says whether it is open.
 */
export function FoldedItem({ label = text.blocked, children, className }: FoldedItemProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-dashed border-border px-4 py-2.5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'min-h-touch rounded-control px-2 text-sm font-medium text-primary hover:underline sm:min-h-8',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          {open ? text.hide : text.show}
        </button>
      </div>
      <div id={id} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
