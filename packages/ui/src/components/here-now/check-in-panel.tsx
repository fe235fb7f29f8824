import { formatCount, formatTime, VISIT_MAX_MINUTES, type Visibility } from '@mesto/domain';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../button/button.tsx';
import { MapPinIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link-component/link-component.tsx';
import { VisibilityPicker } from '../visibility-picker/visibility-picker.tsx';
import { hereNowMessages } from './messages.ts';

const text = hereNowMessages.checkIn;

export type CheckInState = 'idle' | 'active' | 'pending' | 'signedOut';

export type CheckInPanelProps = {
  /**
   * idle: not here, «Я здесь»; active: checked in until `until`; pending: a request is running (the buttons of the
   * current view stay, disabled, so nothing jumps); signedOut: an invitation to sign in.
   */
  state: CheckInState;
  /** When the current visit ends (an ISO instant); with `pending` it keeps the active view while extending. */
  until?: string | null;
  /** The place's IANA zone: «до 21:30» by its clock. */
  timeZone: string;
  /** False once one more hour would pass VISIT_MAX_MINUTES: «Продлить» is off with a note why. */
  canExtend?: boolean;
  /**
   * The place is closed now by its hours (`isOpenAt` of @mesto/domain): «Я здесь» stays, with a note that it is
   * closed, since hours can be out of date and people stay after closing.
   */
  closedNow?: boolean;
  onCheckIn?: () => void;
  onExtend?: () => void;
  onLeave?: () => void;
  /** Who sees the visit; the picker shows before checking in when `onVisibilityChange` is given. */
  visibility?: Visibility;
  onVisibilityChange?: (value: Visibility) => void;
  /** The choices for a visit (no PRIVATE, by the product's rules). */
  visibilityOptions?: readonly Visibility[];
  /** Where «Войти» leads when signed out. */
  signInHref?: string;
  linkComponent?: LinkComponent;
  /** Extra lines at the bottom, e.g. <HereNow />. */
  children?: ReactNode;
  className?: string;
};

/** The «Я здесь» control of a place page. Its status line is a polite live region, so a change is read out. */
export function CheckInPanel({
  state,
  until = null,
  timeZone,
  canExtend = true,
  closedNow = false,
  onCheckIn,
  onExtend,
  onLeave,
  visibility,
  onVisibilityChange,
  visibilityOptions,
  signInHref = '/login',
  linkComponent: Link = PlainLink,
  children,
  className,
}: CheckInPanelProps) {
  const boundId = useId();
  const closedId = useId();
  const pending = state === 'pending';
  const active = state === 'active' || (pending && until !== null);
  const untilText = until === null ? null : formatTime(new Date(until), timeZone);
  const status =
    state === 'signedOut' ? text.signedOut : active && untilText !== null ? text.activeUntil(untilText) : text.idle;
  const boundNote = text.atBound(formatCount(VISIT_MAX_MINUTES / 60, text.hours));
  return (
    <section
      aria-label={text.label}
      aria-busy={pending || undefined}
      className={cn('flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card', className)}
    >
      <p
        aria-live="polite"
        className={cn('flex items-start gap-2 font-medium', active && 'text-success-soft-foreground')}
      >
        <MapPinIcon className="mt-0.5 size-5 shrink-0" />
        <span>{status}</span>
      </p>
      {state === 'signedOut' ? (
        <Link href={signInHref} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
          {text.signIn}
        </Link>
      ) : active ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              // aria-disabled rather than disabled at the bound: the button stays focusable, so the note is read.
              onClick={canExtend ? onExtend : undefined}
              disabled={pending}
              aria-disabled={canExtend ? undefined : true}
              aria-describedby={canExtend ? undefined : boundId}
              className="flex-1 sm:flex-none"
            >
              {text.extend}
            </Button>
            <Button variant="ghost" onClick={onLeave} disabled={pending} className="flex-1 sm:flex-none">
              {text.leave}
            </Button>
          </div>
          {canExtend ? null : (
            <p id={boundId} className="text-sm text-muted-foreground">
              {boundNote}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {visibility !== undefined && onVisibilityChange !== undefined ? (
            <VisibilityPicker
              label={text.visibility}
              value={visibility}
              onChange={onVisibilityChange}
              disabled={pending}
              {...(visibilityOptions === undefined ? {} : { options: visibilityOptions })}
            />
          ) : null}
          <Button
            onClick={onCheckIn}
            loading={pending}
            size="lg"
            aria-describedby={closedNow ? closedId : undefined}
            className="w-full sm:w-auto sm:self-start"
          >
            {text.checkIn}
          </Button>
          {closedNow ? (
            <p id={closedId} className="text-sm text-muted-foreground">
              {text.closedNow}
            </p>
          ) : null}
        </div>
      )}
      {children}
    </section>
  );
}
