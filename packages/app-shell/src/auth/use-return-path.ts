import { useSearchParams } from 'react-router';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useShellConfig } from '../shell-config.tsx';

/** Where to go after signing in: the remembered path and query (`?redirect=`), or the home page. */
export function useReturnPath() {
  const { homeHref } = useShellConfig();
  const [searchParams] = useSearchParams();
  const remembered = safeRedirect(searchParams.get('redirect'));
  return { remembered, target: remembered ?? homeHref };
}
