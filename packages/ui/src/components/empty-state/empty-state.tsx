import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type EmptyStateProps = {
  title: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the person out of the empty state ("Сбросить фильтры"). */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, icon, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      {icon === undefined ? null : (
        <div
          className="mb-1 flex size-16 items-center justify-center rounded-full bg-surface-muted text-muted-foreground [&>svg]:size-8"
          aria-hidden="true"
        >
          {icon}
        </div>
      )}
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {description === undefined ? null : <p className="max-w-sm text-base text-muted-foreground">{description}</p>}
      {action === undefined ? null : <div className="mt-2">{action}</div>}
    </div>
  );
}
