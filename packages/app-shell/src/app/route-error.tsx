import { ErrorPage, NotFoundView } from '@mesto/ui';
import { isRouteErrorResponse, type RouteObject, useLocation, useRouteError } from 'react-router';
import { shellMessages } from '../messages.ts';
import { useShellConfig } from '../shell-config.tsx';
import { HttpStatus } from '../ssr/response-status.tsx';

function NotFound() {
  const { documentTitle, homeHref } = useShellConfig();
  const location = useLocation();
  return (
    <>
      <HttpStatus code={404} />
      <title>{documentTitle(shellMessages.errorTitles.notFound)}</title>
      <NotFoundView path={location.pathname} homeHref={homeHref} />
    </>
  );
}

/** A route that failed (a thrown error, a chunk that would not load): the 500 page; a thrown 404: the 404 view. */
export function RouteError() {
  const error = useRouteError();
  const { documentTitle, homeHref } = useShellConfig();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <>
      <HttpStatus code={500} />
      <title>{documentTitle(shellMessages.errorTitles.server)}</title>
      <ErrorPage status={500} homeHref={homeHref} />
    </>
  );
}

/** An unmatched path (docs/product.md#route-behaviour): 'Page not found: {path}'. Put it last among the routes of the frame it shows in. */
export const notFoundRoute: RouteObject = { path: '*', Component: NotFound };

/** Routes whose failure shows in place of the screen, inside the layout around them (the header stays). */
export function withRouteError(children: RouteObject[]): RouteObject {
  return { ErrorBoundary: RouteError, children };
}
