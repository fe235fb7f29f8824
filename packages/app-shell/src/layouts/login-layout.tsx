import { ColorSchemeSwitch, useDeviceClass } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** The sign-in and sign-up frame: the logo, the colour scheme and a centred card, nothing else to wander off to. */
export function LoginLayout({ logo }: { logo: ReactNode }) {
  const { isMobile } = useDeviceClass();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-3 px-4">
        {logo}
        {isMobile ? null : <ColorSchemeSwitch />}
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="flex w-full max-w-md flex-col gap-6">
          <Outlet />
          {isMobile ? <ColorSchemeSwitch fullWidth /> : null}
        </div>
      </main>
    </div>
  );
}
