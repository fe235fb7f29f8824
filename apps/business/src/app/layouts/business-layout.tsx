import { AccountMenu, SkipLink } from '@mesto/app-shell';
import { ColorSchemeSwitch, useDeviceClass } from '@mesto/ui';
import { Outlet } from 'react-router';
import { BusinessSearch } from '../../components/global-search/business-search.tsx';
import { PanelLogo } from '../../components/panel-logo.tsx';
import { visitorSiteUrl } from '../../lib/visitor-site.ts';
import { shellMessages as messages } from '../../shell-messages.ts';
import { PhoneNav } from './phone-nav.tsx';
import { SideNav } from './side-nav.tsx';

/** The account menu's link out of the panel, to the public site. */
const accountLinks = () => [{ label: messages.toVisitorSite, href: visitorSiteUrl(), external: true }];

/**
 * The panel's frame. Larger screens: a sidebar with every section, the colour scheme and the account in the header.
 * A phone (smaller side ≤ 600 px): the logo, the account and a menu button that opens the sections as a sheet.
 */
export function BusinessLayout() {
  const { isMobile } = useDeviceClass();
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      {isMobile ? null : (
        <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-3">
          <div className="px-1 pt-1">
            <PanelLogo />
          </div>
          <SideNav />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-border bg-surface px-4">
          {isMobile ? (
            // A phone's header has no room for the badge beside the search, account and menu buttons.
            <span className="contents [&_a>span]:sr-only">
              <PanelLogo />
            </span>
          ) : null}
          <div className="flex min-w-0 flex-1 justify-end sm:justify-start">
            <BusinessSearch compact={isMobile} />
          </div>
          {isMobile ? null : <ColorSchemeSwitch />}
          <AccountMenu compact={isMobile} links={accountLinks} />
          {isMobile ? <PhoneNav /> : null}
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
