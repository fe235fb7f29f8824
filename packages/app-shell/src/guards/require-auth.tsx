import { useSession } from '@mesto/api-client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShellConfig } from '../shell-config.tsx';

/**
 * Routes that need a user (the editors, chats): a signed-out visitor goes to the login screen, which brings them
 * back to exactly this path and query afterwards.
 */
export function RequireAuth() {
  const { user } = useSession();
  const { loginHref } = useShellConfig();
  const location = useLocation();
  if (user === null) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
