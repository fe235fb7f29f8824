import { ToastProvider } from '@mesto/ui';

/**
 * The bottom-centre notification area (docs/product.md#toasts), loaded at the first toast (app-provider.tsx): Radix
 * toast stays out of the first load, and the toasts asked for until it mounts wait in @mesto/ui's queue.
 */
export default function Toaster() {
  return <ToastProvider />;
}
