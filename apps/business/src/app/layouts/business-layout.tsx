import { useSession } from '@mesto/api-client/react';
import { Avatar, Button, buttonVariants, ColorSchemeSwitch, cn, useDeviceClass } from '@mesto/ui';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLogo } from '../../components/app-logo.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { messages } from '../../messages.ts';
import { SideNav } from './side-nav.tsx';

// Radix dialog and dropdown load on demand, outside the first load.
const PhoneMenu = lazy(() => import('./phone-menu.tsx'));
const UserMenu = lazy(() => import('./user-menu.tsx'));

function AccountMenu({ compact }: { compact: boolean }) {
  const { user } = useSession();
  if (user === null) return null;
  const triggerClassName = cn(buttonVariants({ variant: 'ghost', size: compact ? 'icon' : 'md' }), 'gap-2 px-1.5');
  const face = (
    <>
      <Avatar name={user.displayName} size="sm" aria-hidden="true" />
      {/* The accessible name contains the visible name (WCAG 2.5.3): «Учётная запись: Анна Петрова». */}
      <span className="sr-only">{messages.account.menuPrefix}</span>
      {compact ? (
        <span className="sr-only">{user.displayName}</span>
      ) : (
        <span className="max-w-48 truncate">{user.displayName}</span>
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

function PhoneMenuSlot() {
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="icon" aria-label={messages.nav.openMenu} disabled>
          <MenuIcon />
        </Button>
      }
    >
      <PhoneMenu />
    </Suspense>
  );
}

/**
 * The panel's frame. Larger screens: a sidebar with every section, the colour scheme and the account in the header.
 * A phone (smaller side ≤ 600 px): the logo, the account and a menu button that opens the sections as a sheet.
 */
export function BusinessLayout() {
  const { isMobile } = useDeviceClass();
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:shadow-overlay"
      >
        {messages.skipToContent}
      </a>
      {isMobile ? null : (
        <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-3">
          <div className="px-1 pt-1">
            <AppLogo />
          </div>
          <SideNav />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-border bg-surface px-4">
          {isMobile ? <AppLogo /> : null}
          <div className="flex-1" />
          {isMobile ? null : <ColorSchemeSwitch />}
          <AccountMenu compact={isMobile} />
          {isMobile ? <PhoneMenuSlot /> : null}
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
