import { useSession } from '@mesto/api-client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { useShellConfig } from '../shell-config.tsx';

/**
 * Routes that need a user (the editors, chats): a signed-out visitor goes to the login screen, which brings them
 * back to exactly this path and query afterwards.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const { loginHref } = useShellConfig();
  const location = useLocation();
  // Until auth/init answers nobody knows who this is: a neutral loader, not a bounce to the login page.
  if (status === 'loading') return <FullScreenLoader />;
  if (user === null) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
