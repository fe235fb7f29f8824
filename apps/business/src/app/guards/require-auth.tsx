import { useSession } from '@mesto/api-client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * Routes that need a user (the editors, chats): a signed-out visitor goes to the login screen, which brings them
 * back to exactly this path and query afterwards.
 */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (user === null) {
    return <Navigate to={paths.auth.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
