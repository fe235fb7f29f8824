import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFoundView } from './error-page.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';

describe('error pages', () => {
  it('NotFoundView says exactly which path was not found, inside the 404 page', () => {
    render(<NotFoundView path="/x" />);
    expect(screen.getByText('Page not found: /x').textContent).toBe('Page not found: /x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('the 500 page shows its status, message and a Russian description', () => {
    render(<ErrorPage status={500} homeHref="/business" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('500 Internal Server Error');
    expect(screen.getByText(/Что-то пошло не так/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/business');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });

  it('the 403 page uses the catalogue message', () => {
    render(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('403 Недостаточно доступа');
  });
});
