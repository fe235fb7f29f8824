import { ToastProvider } from '@mesto/ui';

/**
 * The bottom-centre notification area (docs/product.md#toasts), loaded right after the first render: Radix toast stays out of
 * the first load, and toasts asked for earlier wait in @mesto/ui's queue until it mounts.
 */
export default function Toaster() {
  return <ToastProvider />;
}
