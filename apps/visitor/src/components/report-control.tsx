import { ApiError } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { COMPLAINTS_PER_DAY, type ComplaintReason } from '@mesto/domain';
import { Button, type ButtonSize, buttonVariants, preloadable, toast, usePreloaded } from '@mesto/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type ComplaintSubject, useMyComplaint, useSendComplaint } from '../api/complaints.ts';
import { paths } from '../config/paths.ts';
import { messages } from '../messages.ts';

const text = messages.report;

/** Why a complaint was not taken, in words a person can act on. */
function complaintRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.report.gone;
  if (error.status === 429) return text.tooMany(COMPLAINTS_PER_DAY);
  if (error.status === 409) return text.already;
  if (error.status === 404) return text.gone;
  if (error.status === 400 && error.code === 'OWN_ITEM') return text.ownItem;
  return error.message;
}

/**
 * The complaint dialog (the dialog machinery and the form), fetched at the browser's first idle moment after a
 * signed-in person's «Пожаловаться» appears, and again when a finger or the focus reaches the button.
 */
const dialog = preloadable(() => import('./report-dialog.tsx').then((module) => module.default));

/** Preloads the dialog at the browser's first idle moment (once per page: the chunk is fetched once). */
function usePreloadAtIdle(shown: boolean) {
  useEffect(() => {
    if (!shown || dialog.loaded() !== null) return;
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(dialog.warm, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(dialog.warm, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [shown]);
}

type ReportControlProps = {
  subject: ComplaintSubject;
  /** The author of the item: nobody complains about their own. Null when not known (the button is offered). */
  authorId: string | null;
  /** What is reported, for the button's accessible name and under the dialog's title («Мнение: Анна»). */
  what: string;
  size?: ButtonSize;
  className?: string;
};

/**
 * «Пожаловаться» on an opinion, a business's answer, a room, a chat message or a profile: opens the complaint dialog,
 * which says there why a complaint is refused (too many today, already sent); a sent one is a toast and the button
 * reads «Жалоба отправлена». Signed out: a link to the login screen that comes back here. Nothing on one's own items.
 */
export function ReportControl({ subject, authorId, what, size = 'sm', className }: ReportControlProps) {
  const { status, user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const mine = useMyComplaint(subject, { enabled: asked && user !== null });
  const send = useSendComplaint(subject);
  const offered = status !== 'loading' && user !== null && (authorId === null || user.id !== authorId);
  usePreloadAtIdle(offered);
  // Opened before its chunk has arrived, the dialog shows on arrival; the button reads as busy until then. A fetch
  // that fails closes the request, so that the button is free for the next tap, which asks again.
  const closeDialog = useCallback(() => setOpen(false), []);
  const ReportDialog = usePreloaded(dialog, open, closeDialog);

  if (status === 'loading') return null;
  if (user !== null && authorId !== null && user.id === authorId) return null;
  const classes = buttonVariants({ variant: 'ghost', size, className: className ?? 'text-muted-foreground' });
  if (user === null) {
    return (
      <Link
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        className={classes}
        title={text.signIn}
        aria-label={text.label(what)}
      >
        {text.button}
      </Link>
    );
  }
  // Once sent, the button stays (keeping the focus a closing dialog gives back) but says so and opens nothing.
  const sent = mine.data?.complained === true && !open;
  const refusal = send.isError ? complaintRefusal(send.error) : mine.data?.complained ? text.already : null;
  const onOpenChange = (next: boolean) => {
    if (next && sent) return;
    if (next) {
      send.reset();
      setAsked(true);
    }
    setOpen(next);
  };
  return (
    <>
      {/* The attributes Radix's dialog trigger gave it: the dialog itself is rendered apart, once its code is here. */}
      <Button
        ref={trigger}
        variant="ghost"
        size={size}
        className={className ?? 'text-muted-foreground'}
        aria-label={sent ? text.sent : text.label(what)}
        aria-disabled={sent || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={(open && ReportDialog === null) || undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={dialog.warm}
        onFocus={dialog.warm}
        onClick={() => onOpenChange(!open)}
      >
        {sent ? text.sent : text.button}
      </Button>
      {ReportDialog === null || !asked ? null : (
        <ReportDialog
          open={open}
          onOpenChange={onOpenChange}
          returnFocus={() => trigger.current?.focus()}
          subject={what}
          submitting={send.isPending}
          error={refusal}
          onSubmit={(values) => {
            send.mutate(
              { reason: values.reason as ComplaintReason, text: values.text },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast({ severity: 'success', title: text.sent, description: text.sentHint });
                },
              },
            );
          }}
        />
      )}
    </>
  );
}
