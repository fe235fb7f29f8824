import { AppLogo, PhoneMenu, SkipLink, UnreadBadge, useUnreadChats } from '@mesto/app-shell';
import { ColorSchemeSwitch, useLayoutVariants } from '@mesto/ui';
import { NavLink, Outlet } from 'react-router';
import { VisitorSearch } from '../../components/global-search/visitor-search.tsx';
import { shellMessages as messages } from '../../shell-messages.ts';
import { AccountArea } from './account-area.tsx';
import { phoneItems, sectionItems } from './nav-items.tsx';

/** The phone's menu button: every section in a sheet that closes on navigation. */
function PhoneNav() {
  const unread = useUnreadChats();
  return (
    <PhoneMenu description={messages.nav.menuDescription}>
      {(close) => (
        <nav aria-label={messages.nav.main}>
          <ul className="flex flex-col">
            {sectionItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className="flex min-h-touch items-center rounded-control px-3 text-lg font-medium hover:bg-secondary aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
                >
                  {item.label}
                  {item.chats ? <UnreadBadge count={unread} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PhoneMenu>
  );
}

function DesktopNav() {
  const unread = useUnreadChats();
  return (
    <nav aria-label={messages.nav.main} className="mx-auto w-full max-w-6xl overflow-x-auto px-2 phone:hidden sm:px-4">
      <ul className="flex gap-1 pb-2">
        {sectionItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className="inline-flex min-h-10 items-center whitespace-nowrap rounded-control px-3 font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
            >
              {item.label}
              {item.chats ? <UnreadBadge count={unread} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BottomNav() {
  const unread = useUnreadChats();
  return (
    <nav
      aria-label={messages.nav.phone}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] wide:hidden"
    >
      <ul className="grid grid-cols-5">
        {phoneItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground aria-[current=page]:text-primary"
            >
              <span className="relative">
                {item.icon}
                {item.chats ? (
                  <UnreadBadge
                    count={unread}
                    className="absolute -end-3 -top-1.5 ms-0 min-w-4 px-1 text-[0.625rem] leading-4"
                  />
                ) : null}
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The public site's frame. A phone (smaller screen side ≤ 600 px, the domain's rule) gets a bottom navigation
 * bar and a menu sheet; larger screens get the sections under the header and the colour scheme in it. Which one a
 * screen gets is the CSS's to say at the first paint (`phone:` / `wide:`): the server renders both, so a phone whose
 * agent does not say «mobile» never sees the desktop header first; once measured, only the one that fits is kept.
 */
export function VisitorLayout() {
  const { phone, wide } = useLayoutVariants();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4">
          <AppLogo />
          {wide ? (
            <div className="flex min-w-0 flex-1 justify-center phone:hidden">
              <VisitorSearch compact={false} />
            </div>
          ) : null}
          {phone ? (
            <div className="flex min-w-0 flex-1 justify-end wide:hidden">
              <VisitorSearch compact />
            </div>
          ) : null}
          {wide ? (
            <div className="phone:hidden">
              <ColorSchemeSwitch />
            </div>
          ) : null}
          {wide ? (
            <div className="phone:hidden">
              <AccountArea compact={false} />
            </div>
          ) : null}
          {phone ? (
            <div className="flex items-center gap-3 wide:hidden">
              <AccountArea compact />
              <PhoneNav />
            </div>
          ) : null}
        </div>
        {wide ? <DesktopNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none phone:pb-20">
        <Outlet />
      </main>
      {phone ? <BottomNav /> : null}
    </div>
  );
}
