import { useSession } from '@mesto/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useShellConfig } from '../shell-config.tsx';

/** Logout clears the user and both tokens, forgets cached data and goes to the login screen. */
export function useLogout() {
  const { logout } = useSession();
  const { loginHref } = useShellConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate(loginHref(), { replace: true });
  }, [logout, queryClient, navigate, loginHref]);
}
