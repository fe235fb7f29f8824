import { useSession } from '@mesto/api-client/react';
import { Avatar, buttonVariants, cn } from '@mesto/ui';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { messages } from '../../messages.ts';

// The account menu (Radix dropdown and its positioning) is only for signed-in people: it loads on demand and stays
// out of the first load of the public site.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** Signed out: a login button that comes back here. Signed in: the account menu with profile links and logout. */
export function AccountArea({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  const location = useLocation();

  if (user === null) {
    const here = `${location.pathname}${location.search}`;
    const onAuthScreen = location.pathname.startsWith('/auth/');
    return (
      <Link
        to={paths.auth.login.getHref(onAuthScreen || here === '/' ? null : here)}
        className={buttonVariants({ variant: 'primary', size: 'sm' })}
      >
        {messages.account.login}
      </Link>
    );
  }

  const triggerClassName = cn(buttonVariants({ variant: 'ghost', size: compact ? 'icon' : 'md' }), 'gap-2 px-1.5');
  const face = (
    <>
      <Avatar name={user.displayName} size="sm" aria-hidden="true" />
      {/* The accessible name contains the visible name (WCAG 2.5.3): «Учётная запись: Анна Петрова». */}
      <span className="sr-only">{messages.account.menuPrefix}</span>
      {compact ? (
        <span className="sr-only">{user.displayName}</span>
      ) : (
        <span className="max-w-40 truncate">{user.displayName}</span>
      )}
    </>
  );
  return (
    <Suspense
      fallback={
        <span className={triggerClassName} aria-hidden="true">
          {face}
        </span>
      }
    >
      <UserMenu user={user} triggerClassName={triggerClassName}>
        {face}
      </UserMenu>
    </Suspense>
  );
}
