import type { CurrentUser } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { AccountMenu } from '@mesto/app-shell';
import { buttonVariants, cn } from '@mesto/ui';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { shellMessages as messages } from '../../shell-messages.ts';

/** The account menu's links above logout: the person's profile and its editor. */
const accountLinks = (user: CurrentUser) => [
  { label: messages.account.profile, href: paths.profile.getHref(user.username ?? user.code) },
  { label: messages.account.editProfile, href: paths.profileEditor.getHref() },
];

/** Loading: a placeholder. Signed out: a login button that comes back here. Signed in: the account menu with profile links and logout. */
export function AccountArea({ compact = false }: { compact?: boolean }) {
  const { status, user } = useSession();
  const location = useLocation();

  // While auth/init answers (and on a server-rendered page), a quiet space of the login button's own size, whatever the
  // font (no login button that flips into an avatar a moment later, and nothing beside it moves when a guest's comes).
  if (status === 'loading') {
    return (
      <span aria-hidden="true" className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'invisible')}>
        {messages.account.login}
      </span>
    );
  }
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
  return <AccountMenu compact={compact} links={accountLinks} nameClassName="max-w-40" />;
}
