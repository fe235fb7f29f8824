import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

/** Where to go after signing in: the remembered path and query (`?redirect=`), or the home page. */
export function useReturnPath() {
  const [searchParams] = useSearchParams();
  const remembered = safeRedirect(searchParams.get('redirect'));
  return { remembered, target: remembered ?? paths.home.getHref() };
}
