import { formatNumber } from '@mesto/domain';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { Tag } from '../tag/tag.tsx';

/** A filter in force, as a chip a person can take off without opening the filters. */
export type ActiveFilter = { key: string; label: string; onRemove: () => void };

export type CollapsibleFiltersProps = {
  /** Always in view above the filters, on every screen: the search. */
  lead?: ReactNode;
  /** The filters in force: on a phone, their count is on the button and each is a chip with ×. */
  active: readonly ActiveFilter[];
  /** The filters themselves. */
  children: ReactNode;
  className?: string;
};

/**
 * A catalogue's filters that do not push the results a screen down on a phone: below the `sm` breakpoint they are
 * folded behind «Фильтры» with the count of those in force, and each filter in force is a chip that removes it;
 * from `sm` up they are simply shown. The fold follows the screen's width (CSS), so the first paint is right whatever
 * the browser says it is.
 */
export function CollapsibleFilters({ lead, active, children, className }: CollapsibleFiltersProps) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const count = active.length;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {lead}
      <div className="flex flex-col gap-3 sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          // The name starts with what the button shows («Фильтры 2»), then says what the number is.
          aria-label={count > 0 ? messages.filters.chosen(formatNumber(count)) : undefined}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'inline-flex min-h-touch items-center gap-2 self-start rounded-control border border-border bg-surface px-4 font-medium',
            'transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          {messages.filters.toggle}
          {count > 0 ? ' ' : null}
          {count > 0 ? (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-sm text-primary-foreground">
              {formatNumber(count)}
            </span>
          ) : null}
          <ChevronDownIcon
            className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        {count > 0 && !open ? (
          <ul aria-label={messages.filters.active} className="flex flex-wrap gap-2">
            {active.map((filter) => (
              <li key={filter.key} className="min-w-0 max-w-full">
                <Tag tone="primary" onRemove={filter.onRemove}>
                  {filter.label}
                </Tag>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div id={panel} className={cn(open ? 'flex' : 'hidden', 'flex-col gap-5 sm:flex')}>
        {children}
      </div>
    </div>
  );
}
