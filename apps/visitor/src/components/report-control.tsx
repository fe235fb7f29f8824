import { ApiError } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import {
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  COMPLAINTS_PER_DAY,
  type ComplaintReason,
  ComplaintReason as Reason,
} from '@mesto/domain';
import { Button, type ButtonSize, buttonVariants, ComplaintDialog, toast } from '@mesto/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type ComplaintSubject, useMyComplaint, useSendComplaint } from '../api/complaints.ts';
import { paths } from '../config/paths.ts';
import { messages } from '../messages.ts';

const text = messages.report;

const reasons = COMPLAINT_REASONS.map((reason) => ({ value: reason, label: COMPLAINT_REASON_LABELS[reason] }));

/** Why a complaint was not taken, in words a person can act on. */
function complaintRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.report.gone;
  if (error.status === 429) return text.tooMany(COMPLAINTS_PER_DAY);
  if (error.status === 409) return text.already;
  if (error.status === 404) return text.gone;
  if (error.status === 400 && error.code === 'OWN_ITEM') return text.ownItem;
  return error.message;
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
  const mine = useMyComplaint(subject, { enabled: asked && user !== null });
  const send = useSendComplaint(subject);

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
  return (
    <ComplaintDialog
      trigger={
        <Button
          variant="ghost"
          size={size}
          className={className ?? 'text-muted-foreground'}
          aria-label={sent ? text.sent : text.label(what)}
          aria-disabled={sent || undefined}
        >
          {sent ? text.sent : text.button}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next && sent) return;
        if (next) {
          send.reset();
          setAsked(true);
        }
        setOpen(next);
      }}
      subject={what}
      reasons={reasons}
      textRequiredFor={Reason.OTHER}
      textMax={COMPLAINT_TEXT_MAX}
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
  );
}
