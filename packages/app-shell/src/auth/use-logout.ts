import { useSession } from '@mesto/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useShellConfig } from '../shell-config.tsx';

/**
 * Logout goes to the login screen, then clears the user and both tokens and forgets cached data. In that order: a
 * guarded screen left signed out would send the person to the login screen itself, with a way back to where they
 * were (`?redirect=`), which is not where someone who just logged out wants to return.
 */
export function useLogout() {
  const { logout } = useSession();
  const { loginHref } = useShellConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(loginHref(), { replace: true });
    await logout();
    queryClient.clear();
  }, [logout, queryClient, navigate, loginHref]);
}
