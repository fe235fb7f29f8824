import { useSession } from '@mesto/api-client/react';
import { UnreadBadge, useUnreadChats } from '@mesto/app-shell';
import { NavLink } from 'react-router';
import { shellMessages as messages } from '../../shell-messages.ts';
import { navGroups } from './nav-items.ts';

const linkClassName =
  'flex min-h-touch items-center rounded-control px-3 font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground';

/** The panel's navigation; `onNavigate` lets the phone menu close itself. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const unread = useUnreadChats({ team: true });
  return (
    <nav aria-label={messages.nav.main} className="flex flex-col gap-4">
      {navGroups.map((group, index) => (
        <div key={group.label ?? index} className="flex flex-col gap-1">
          {group.label === undefined ? null : (
            <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items
              .filter((item) => item.allowed?.(user) ?? true)
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false} className={linkClassName} onClick={onNavigate}>
                    {item.label}
                    {item.chats ? <UnreadBadge count={unread} /> : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
