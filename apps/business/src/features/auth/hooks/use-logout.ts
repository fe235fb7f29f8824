import { useSession } from '@mesto/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Spec §4: logout clears the user and both tokens, forgets cached data and goes to the login screen. */
export function useLogout() {
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate(paths.auth.login.getHref(), { replace: true });
  }, [logout, queryClient, navigate]);
}
