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
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { messages } from '../../messages.ts';

/** The signed-in person's menu: their profile, the profile editor and logout. */
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
          <Link to={paths.profile.getHref(user.username ?? user.code)}>{messages.account.profile}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profileEditor.getHref()}>{messages.account.editProfile}</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => void logout()}>
          {messages.account.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
