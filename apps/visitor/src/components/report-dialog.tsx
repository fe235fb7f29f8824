import {
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  ComplaintReason as Reason,
} from '@mesto/domain';
import { ComplaintDialog, type ComplaintValues } from '@mesto/ui';
import type { ReactNode } from 'react';

const reasons = COMPLAINT_REASONS.map((reason) => ({ value: reason, label: COMPLAINT_REASON_LABELS[reason] }));

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported, under the title. */
  subject: string;
  submitting: boolean;
  error: ReactNode;
  onSubmit: (values: ComplaintValues) => void;
  /** Focus back to the «Пожаловаться» button, which is rendered apart (report-control.tsx). */
  returnFocus: () => void;
};

/**
 * The complaint dialog of ReportControl, in a chunk of its own: the dialog machinery (focus trap, scroll lock,
 * dismissable layer, portal) and the form are fetched when a signed-in person comes near a «Пожаловаться» button
 * or the browser is idle, not with every page that lists opinions or rooms. A signed-out visitor never fetches it.
 */
export default function ReportDialog({
  open,
  onOpenChange,
  subject,
  submitting,
  error,
  onSubmit,
  returnFocus,
}: ReportDialogProps) {
  return (
    <ComplaintDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      subject={subject}
      reasons={reasons}
      textRequiredFor={Reason.OTHER}
      textMax={COMPLAINT_TEXT_MAX}
      submitting={submitting}
      error={error}
      onSubmit={onSubmit}
    />
  );
}
