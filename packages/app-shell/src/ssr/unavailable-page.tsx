import { ApiError } from '@mesto/api-client';
import { buttonVariants, StatusPage } from '@mesto/ui';
import type { QueryClient } from '@tanstack/react-query';

/** How long a crawler or a link preview is asked to wait before it asks for the page again. */
export const RETRY_AFTER_SECONDS = 30;

export const unavailableMessages = {
  title: 'Страница временно недоступна',
  description: 'Не удалось загрузить данные страницы. Обновите её через несколько секунд.',
  reload: 'Обновить страницу',
  home: 'На главную',
} as const;

/**
 * Whether a query failed for a reason of the moment, so that what the page shows is not what it is: the API answered
 * 5xx or 429, was not reached (down, a node draining) or did not answer in time (status null), or the query itself
 * threw. A 4xx answer is the page's real content («не найдено», hidden): the screen renders it and sets its status.
 */
function failedForNow(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === null || error.status >= 500 || error.status === 429;
}

/** Whether any query of the page failed for a reason of the moment (see `failedForNow`). */
export function dataUnavailable(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && failedForNow(query.state.error));
}

/**
 * What a page whose data could not be loaded shows until the app, started in the browser as on any page, loads the
 * data itself (its requests may reach another node) and replaces it. Plain links, no handlers: nothing hydrates it.
 */
export function UnavailablePage({ href, homeHref }: { href: string; homeHref: string }) {
  return (
    <StatusPage
      status={503}
      title={unavailableMessages.title}
      description={unavailableMessages.description}
      actions={
        <>
          <a href={homeHref} className={buttonVariants({ variant: 'secondary' })}>
            {unavailableMessages.home}
          </a>
          <a href={href} className={buttonVariants({ variant: 'primary' })}>
            {unavailableMessages.reload}
          </a>
        </>
      }
    />
  );
}
