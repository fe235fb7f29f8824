import type { CurrentUser } from '@mesto/api-client';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../auth/use-logout.ts';
import { shellMessages } from '../messages.ts';

/** A link of the account menu: a route of this app, or (`external`) an address elsewhere. */
export type AccountLink = { label: string; href: string; external?: boolean };

/** The signed-in person's menu: the app's links, then logout. Loaded lazily by `AccountMenu`. */
export default function UserMenu({
  user,
  links,
  triggerClassName,
  children,
}: {
  user: CurrentUser;
  links: readonly AccountLink[];
  triggerClassName: string;
  children: ReactNode;
}) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClassName}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{user.displayName}</DropdownMenuLabel>
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            {link.external ? <a href={link.href}>{link.label}</a> : <Link to={link.href}>{link.label}</Link>}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => void logout()}>
          {shellMessages.account.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
