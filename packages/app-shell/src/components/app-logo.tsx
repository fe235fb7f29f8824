import { Link } from 'react-router';
import { shellMessages } from '../messages.ts';
import { useShellConfig } from '../shell-config.tsx';

/** The logo and the name, a link home; `badge` names the part of the product (e.g. «для бизнеса»). */
export function AppLogo({ badge }: { badge?: string }) {
  const { homeHref } = useShellConfig();
  return (
    <Link
      to={homeHref}
      className="inline-flex min-h-touch items-center gap-2 rounded-control text-xl font-bold tracking-tight text-foreground"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M16 6c-4.4 0-8 3.4-8 7.7C8 19.5 16 26 16 26s8-6.5 8-12.3C24 9.4 20.4 6 16 6Zm0 10.5a2.8 2.8 0 1 1 0-5.6 2.8 2.8 0 0 1 0 5.6Z"
          className="fill-primary-foreground"
        />
      </svg>
      {shellMessages.appName}
      {badge === undefined ? null : (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-sm font-semibold text-primary-soft-foreground">
          {badge}
        </span>
      )}
    </Link>
  );
}
