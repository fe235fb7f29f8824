import { ColorSchemeSwitch, useLayoutVariants } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * The sign-in and sign-up frame: the logo, the colour scheme and a centred card, nothing else to wander off to. The
 * scheme switch sits in the header of a wide screen and under the card on a phone, as the screen's CSS decides at the
 * first paint (useLayoutVariants).
 */
export function LoginLayout({ logo }: { logo: ReactNode }) {
  const { phone, wide } = useLayoutVariants();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-3 px-4">
        {logo}
        {wide ? (
          <div className="phone:hidden">
            <ColorSchemeSwitch />
          </div>
        ) : null}
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="flex w-full max-w-md flex-col gap-6">
          <Outlet />
          {phone ? (
            <div className="wide:hidden">
              <ColorSchemeSwitch fullWidth />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
