import { Button, MenuIcon } from '@mesto/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { shellMessages } from '../messages.ts';

// The sheet (Radix dialog) exists on phones only, so larger screens never download it.
const PhoneMenuSheet = lazy(() => import('./phone-menu-sheet.tsx'));

export type PhoneMenuProps = {
  /** What the sheet holds, under its title «Меню». */
  description: string;
  /** The sections; call `close` when one is chosen. */
  children: (close: () => void) => ReactNode;
};

/** The phone header's menu button and its sheet; until the sheet has loaded, a disabled button holds the place. */
export function PhoneMenu({ description, children }: PhoneMenuProps) {
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="icon" aria-label={shellMessages.menu.open} disabled>
          <MenuIcon className="size-6" />
        </Button>
      }
    >
      <PhoneMenuSheet description={description}>{children}</PhoneMenuSheet>
    </Suspense>
  );
}
