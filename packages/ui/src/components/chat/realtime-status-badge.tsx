import { cn } from '../../lib/cn.ts';
import { WarningIcon } from '../icons/icons.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { chatMessages } from './messages.ts';

const text = chatMessages.status;

/** The chats connection as people see it (the same values as RealtimeStatus in @mesto/realtime). */
export type RealtimeConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export type RealtimeStatusBadgeProps = {
  status: RealtimeConnectionStatus;
  className?: string;
};

/**
 * A small line about the chat connection. Being online is the normal case, so it is only a green dot (its words
 * are for screen readers); connecting and a lost connection are spelled out. The status region stays mounted so
 * every change is announced.
 */
export function RealtimeStatusBadge({ status, className }: RealtimeStatusBadgeProps) {
  return (
    <div role="status" className={cn('inline-flex min-w-0 max-w-full items-center text-sm', className)}>
      {status === 'connected' ? (
        <span className="inline-flex items-center" title={text.connected}>
          <span aria-hidden="true" className="size-2.5 rounded-full bg-success" />
          <span className="sr-only">{text.connected}</span>
        </span>
      ) : null}
      {status === 'connecting' ? (
        <span className="inline-flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" label={null} />
          {text.connecting}
        </span>
      ) : null}
      {status === 'disconnected' ? (
        <span className="inline-flex min-w-0 items-start gap-2 rounded-control bg-warn-soft px-3 py-1.5 text-warn-soft-foreground">
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{text.disconnected}</span>
        </span>
      ) : null}
    </div>
  );
}
