import { useState } from 'react';
import { Button, type ButtonProps } from '../button/button.tsx';
import { toast } from '../toast/toast-sink.ts';
import { shareButtonMessages as text } from './messages.ts';

export type ShareButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'title'> & {
  /** What is shared: the page's title. */
  title: string;
  /** A line to go with the link, where the share sheet shows one. */
  text?: string;
  /** The link; the current page by default. */
  url?: string;
  label?: string;
};

/**
 * «Поделиться»: the device's share sheet where there is one (phones), otherwise the link is copied to the
 * clipboard and a toast says so. If even that is refused, the toast shows the link to copy by hand.
 */
export function ShareButton({
  title,
  text: line,
  url,
  label = text.share,
  variant = 'secondary',
  ...props
}: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    const link = url ?? window.location.href;
    const data: ShareData = { title, url: link, ...(line === undefined ? {} : { text: line }) };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      toast({ severity: 'success', description: text.copied });
    } catch {
      toast({ severity: 'warn', description: text.copyFailed(link) });
    }
  };
  return (
    <Button
      variant={variant}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void share().finally(() => setBusy(false));
      }}
      {...props}
    >
      {label}
    </Button>
  );
}
