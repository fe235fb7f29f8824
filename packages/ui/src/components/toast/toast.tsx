import { TOAST_DURATION_MS, type ToastSeverity, toastTitle } from '@mesto/domain';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons.tsx';
import { setToastSink, type ToastOptions, toast as toastFromAnywhere } from './toast-sink.ts';

type ToastItem = {
  id: number;
  severity: ToastSeverity;
  title: string | undefined;
  description: string | undefined;
  open: boolean;
};

const severityStyles: Record<ToastSeverity, { className: string; icon: ReactNode }> = {
  info: { className: 'border-info/40 bg-info-soft text-info-soft-foreground', icon: <InfoIcon /> },
  warn: { className: 'border-warn/50 bg-warn-soft text-warn-soft-foreground', icon: <WarningIcon /> },
  error: { className: 'border-danger/40 bg-danger-soft text-danger-soft-foreground', icon: <ErrorIcon /> },
  success: { className: 'border-success/40 bg-success-soft text-success-soft-foreground', icon: <SuccessIcon /> },
  secondary: { className: 'border-border bg-secondary text-secondary-foreground', icon: <InfoIcon /> },
  contrast: { className: 'border-transparent bg-contrast text-contrast-foreground', icon: <InfoIcon /> },
};

// More toasts than this at once is noise: the oldest make way.
const DEFAULT_MAX_VISIBLE = 4;
// Long enough for the exit animation to finish before the item leaves the list.
const REMOVE_DELAY_MS = 300;

type ToastContextValue = { toast: (options: ToastOptions) => void };

const ToastContext = createContext<ToastContextValue | null>(null);

/** Shows a toast; inside a `<ToastProvider>` straight to it, elsewhere through the module-level sink. */
export function useToast(): ToastContextValue {
  return useContext(ToastContext) ?? { toast: toastFromAnywhere };
}

export type ToastProviderProps = {
  children?: ReactNode;
  /** How long a toast stays, in ms; the product's 3000 by default. */
  duration?: number;
  /** How many toasts may be on screen at once; the oldest make way. */
  maxVisible?: number;
};

/**
 * The app's one toast area, bottom centre. Wrap the app once; it also becomes the target of the module-level
 * `toast()`, so code outside React (the API client) can show toasts.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  maxVisible = DEFAULT_MAX_VISIBLE,
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback(
    (options: ToastOptions) => {
      const severity = options.severity ?? 'info';
      const item: ToastItem = {
        id: nextId.current++,
        severity,
        title: options.title ?? toastTitle(severity),
        description: options.description,
        open: true,
      };
      setItems((current) => [...current, item].slice(-maxVisible));
    },
    [maxVisible],
  );

  useEffect(() => {
    const previous = setToastSink(show);
    return () => {
      setToastSink(previous);
    };
  }, [show]);

  const close = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
  }, []);

  const context = useMemo(() => ({ toast: show }), [show]);

  return (
    <ToastContext.Provider value={context}>
      <ToastPrimitive.Provider duration={duration} swipeDirection="down" label={messages.toasts.toast}>
        {children}
        {items.map((item) => (
          <ToastView key={item.id} item={item} onClose={() => close(item.id)} />
        ))}
        <ToastPrimitive.Viewport
          data-testid="toast-viewport"
          label={messages.toasts.region}
          className={cn(
            'fixed bottom-0 left-1/2 z-[100] m-0 flex w-full max-w-md -translate-x-1/2 list-none flex-col gap-2 outline-none',
            'p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
          )}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const style = severityStyles[item.severity];
  // Errors and warnings interrupt a screen reader; the rest wait politely.
  const type = item.severity === 'error' || item.severity === 'warn' ? 'foreground' : 'background';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      type={type}
      data-severity={item.severity}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pe-12 shadow-overlay',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-out',
        style.className,
      )}
    >
      <span className="mt-0.5 shrink-0">{style.icon}</span>
      <div className="flex min-w-0 flex-col gap-0.5">
        {item.title === undefined ? null : (
          <ToastPrimitive.Title className="font-semibold leading-snug">{item.title}</ToastPrimitive.Title>
        )}
        {item.description === undefined ? null : (
          <ToastPrimitive.Description className="text-sm leading-snug opacity-90">
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={messages.close}
        className="absolute end-1 top-1 inline-flex size-touch items-center justify-center rounded-full opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <CloseIcon className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
