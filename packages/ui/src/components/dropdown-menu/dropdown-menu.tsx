import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { CheckIcon } from '../icons/icons.tsx';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-control border border-border bg-surface p-1 text-foreground shadow-overlay',
          'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClassName = [
  'relative flex min-h-touch cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-base outline-none',
  'data-highlighted:bg-secondary data-disabled:pointer-events-none data-disabled:opacity-50',
  '[&>svg]:size-4 [&>svg]:shrink-0',
].join(' ');

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'danger' };

export function DropdownMenuItem({ className, variant = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClassName,
        variant === 'danger' &&
          'text-danger data-highlighted:bg-danger-soft data-highlighted:text-danger-soft-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(itemClassName, 'ps-9', className)} {...props}>
      <MenuPrimitive.ItemIndicator className="absolute start-2.5 inline-flex text-primary">
        <CheckIcon className="size-4" />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-3 py-1.5 text-sm text-muted-foreground', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
