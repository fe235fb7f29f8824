import { ERROR_MESSAGES } from '@mesto/domain';
import type { ReactNode } from 'react';
import { messages } from '../../messages.ts';
import { buttonVariants } from '../button/button.tsx';
import { StatusPage } from './status-page.tsx';

export type ForbiddenPageProps = {
  description?: ReactNode;
  homeHref?: string;
  /** Extra ways out, e.g. a "Войти другим аккаунтом" button. */
  actions?: ReactNode;
};

/** 403: the person is signed in but may not open this section (the business panel without BUSINESS_PANEL). */
export function ForbiddenPage({ description, homeHref = '/', actions }: ForbiddenPageProps) {
  return (
    <StatusPage
      status={403}
      title={ERROR_MESSAGES.FORBIDDEN}
      description={description ?? messages.errorPage.forbidden}
      actions={
        <>
          <a href={homeHref} className={buttonVariants({ variant: 'primary' })}>
            {messages.errorPage.home}
          </a>
          {actions}
        </>
      }
    />
  );
}
