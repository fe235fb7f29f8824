import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/button.tsx';
import { CalendarIcon } from '../icons/icons.tsx';
import { calendarFeedLinkMessages as text } from './messages.ts';

/**
 * The feed's address for calendar apps: `webcal:` makes Apple Calendar, Outlook and Thunderbird offer to subscribe
 * instead of downloading the file once. A relative address is resolved against the page first (in the browser; a
 * page rendered on the server passes an absolute one).
 */
export function toWebcalUrl(href: string, base: string | undefined = globalThis.location?.href): string {
  // The URL setter refuses to turn http(s) into another scheme, so the text is rewritten instead.
  return new URL(href, base).toString().replace(/^https?:/, 'webcal:');
}

export type CalendarFeedLinkProps = {
  /** The feed (text/calendar) over http(s), e.g. `https://gorod.example/api/calendar/places/place001`. */
  href: string;
  label?: string;
  className?: string;
};

/**
 * «Подписаться в календаре»: a subscription that stays up to date, plus the plain https address for calendars
 * that take a link (Google Calendar's «Добавить по URL»).
 */
export function CalendarFeedLink({ href, label = text.subscribe, className }: CalendarFeedLinkProps) {
  const absolute = new URL(href, globalThis.location?.href).toString();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <a href={toWebcalUrl(absolute)} className={buttonVariants({ variant: 'secondary' })}>
        <CalendarIcon />
        {label}
      </a>
      <a href={absolute} className="text-sm text-primary underline underline-offset-2 hover:no-underline">
        {text.file}
      </a>
    </div>
  );
}
