import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { CloseIcon } from '../icons/icons.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The × in a dialog's corner, named «Закрыть». */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute end-2 top-2 inline-flex size-touch items-center justify-center rounded-full text-muted-foreground',
        'transition-colors hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
      )}
      aria-label={messages.close}
    >
      <CloseIcon />
    </DialogPrimitive.Close>
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the × button when the dialog has its own way out (e.g. a required choice). */
  hideCloseButton?: boolean;
};

/**
 * A bottom sheet on phones, a centred card from the `sm` breakpoint up. Focus is trapped inside,
 * Escape and the overlay close it, and focus returns to the trigger.
 */
export function DialogContent({ className, children, hideCloseButton = false, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto',
          'rounded-t-card border border-border bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-foreground shadow-overlay',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-sheet-in',
          'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2',
          'sm:rounded-card sm:p-6 sm:data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        {hideCloseButton ? null : <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-base text-muted-foreground', className)} {...props} />;
}
