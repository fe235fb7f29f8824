import type { ReactNode } from 'react';
import { messages } from '../../messages.ts';
import { Button, buttonVariants } from '../button/button.tsx';
import { StatusPage } from './status-page.tsx';

/** The HTTP reason phrases the product shows as they are, untranslated (docs/product.md#route-behaviour). */
const ERROR_PAGE_STATUS_MESSAGES = {
  404: 'Page Not Found',
  500: 'Internal Server Error',
} as const;

export type ErrorPageStatus = keyof typeof ERROR_PAGE_STATUS_MESSAGES;

export type ErrorPageProps = {
  status: ErrorPageStatus;
  /** Replaces the standard Russian description. */
  description?: ReactNode;
  /** Where "На главную" leads; a plain link so the page works without a router (and after a crash). */
  homeHref?: string;
  /** Offers "Обновить страницу" on the 500 page; reloads the page by default. */
  onRetry?: () => void;
  children?: ReactNode;
};

export function ErrorPage({ status, description, homeHref = '/', onRetry, children }: ErrorPageProps) {
  return (
    <StatusPage
      status={status}
      title={ERROR_PAGE_STATUS_MESSAGES[status]}
      description={description ?? messages.errorPage.descriptions[status]}
      actions={
        <>
          <a href={homeHref} className={buttonVariants({ variant: status === 500 ? 'secondary' : 'primary' })}>
            {messages.errorPage.home}
          </a>
          {status === 500 ? (
            <Button onClick={onRetry ?? (() => window.location.reload())}>{messages.errorPage.reload}</Button>
          ) : null}
        </>
      }
    >
      {children}
    </StatusPage>
  );
}

export type NotFoundViewProps = { path: string; homeHref?: string };

/** What an unmatched route renders: the 404 page with 'Page not found: {path}'. */
export function NotFoundView({ path, homeHref }: NotFoundViewProps) {
  return (
    <ErrorPage status={404} {...(homeHref === undefined ? {} : { homeHref })}>
      <p className="break-all rounded-control bg-surface-muted px-3 py-2 font-mono text-sm text-foreground">
        {`Page not found: ${path}`}
      </p>
    </ErrorPage>
  );
}
