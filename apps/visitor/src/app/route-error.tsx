import { ErrorPage, NotFoundView } from '@mesto/ui';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';
import { messages } from '../messages.ts';

/** A route that failed (a thrown error, a chunk that would not load): the 500 page; a thrown 404: the 404 view. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{messages.documentTitle(messages.errorTitles.notFound)}</title>
        <NotFoundView path={location.pathname} homeHref={paths.home.getHref()} />
      </>
    );
  }
  return (
    <>
      <title>{messages.documentTitle(messages.errorTitles.server)}</title>
      <ErrorPage status={500} homeHref={paths.home.getHref()} />
    </>
  );
}

/** An unmatched path (spec §2): 'Page not found: {path}'. */
export function NotFoundRoute() {
  const location = useLocation();
  return (
    <>
      <title>{messages.documentTitle(messages.errorTitles.notFound)}</title>
      <NotFoundView path={location.pathname} homeHref={paths.home.getHref()} />
    </>
  );
}
