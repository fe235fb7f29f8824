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
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { visitorSiteUrl } from '../../lib/visitor-site.ts';
import { messages } from '../../messages.ts';

/** The signed-in person's menu: the public site and logout. */
export default function UserMenu({
  user,
  triggerClassName,
  children,
}: {
  user: CurrentUser;
  triggerClassName: string;
  children: ReactNode;
}) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClassName}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{user.displayName}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href={visitorSiteUrl()}>{messages.toVisitorSite}</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => void logout()}>
          {messages.account.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
