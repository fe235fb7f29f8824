import type { CurrentUser } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { Avatar, buttonVariants, cn } from '@mesto/ui';
import { lazy, Suspense } from 'react';
import { shellMessages } from '../messages.ts';
import type { AccountLink } from './user-menu.tsx';

// The dropdown (Radix menu and its positioning) loads on demand, outside the first load.
const UserMenu = lazy(() => import('./user-menu.tsx'));

export type AccountMenuProps = {
  /** Phones: the avatar alone. */
  compact: boolean;
  /** The app's links above logout. */
  links: (user: CurrentUser) => readonly AccountLink[];
  /** The widest the visible name may get, e.g. `max-w-48`. */
  nameClassName?: string;
};

/** The signed-in person's avatar and name, opening the account menu; nothing when signed out. */
export function AccountMenu({ compact, links, nameClassName = 'max-w-48' }: AccountMenuProps) {
  const { user } = useSession();
  if (user === null) return null;
  const triggerClassName = cn(buttonVariants({ variant: 'ghost', size: compact ? 'icon' : 'md' }), 'gap-2 px-1.5');
  const face = (
    <>
      <Avatar name={user.displayName} size="sm" aria-hidden="true" />
      {/* The accessible name contains the visible name (WCAG 2.5.3): «Учётная запись: Анна Петрова». */}
      <span className="sr-only">{shellMessages.account.menuPrefix}</span>
      {compact ? (
        <span className="sr-only">{user.displayName}</span>
      ) : (
        <span className={cn('truncate', nameClassName)}>{user.displayName}</span>
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
      <UserMenu user={user} links={links(user)} triggerClassName={triggerClassName}>
        {face}
      </UserMenu>
    </Suspense>
  );
}
