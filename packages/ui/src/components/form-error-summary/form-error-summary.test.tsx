import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './form-error-summary.tsx';

describe('FormErrorSummary', () => {
  it('renders nothing when there is nothing to say', () => {
    const { container } = render(<FormErrorSummary title="Не сохранено" items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each message with its field, and a link focuses the field instead of navigating', () => {
    render(
      <>
        <input id="name" aria-label="Имя" />
        <FormErrorSummary
          title="Не сохранено"
          items={[
            { key: 'displayName', label: 'Имя', message: 'Укажите имя', targetId: 'name' },
            { key: 'contacts.0.value', label: 'Контакт 1', message: 'Неверный номер телефона' },
          ]}
        />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'Не сохранено' });
    expect(summary.textContent).toContain('Контакт 1: Неверный номер телефона');
    const link = screen.getByRole('link', { name: 'Имя: Укажите имя' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Имя' }));
    // An item without a field of its own is plain text.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('does not name a field twice when its message starts with the name', () => {
    render(
      <FormErrorSummary
        title="Не сохранено"
        items={[
          { key: 'menuUrl', label: 'Ссылка на меню', message: 'Ссылка на меню: уберите из адреса имя пользователя' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Не сохранено' }).textContent).toContain(
      'Не сохраненоСсылка на меню: уберите из адреса имя пользователя',
    );
  });

  it('shows a failure that names no field', () => {
    render(<FormErrorSummary title="Не сохранено" items={[]} description="Нет доступа" />);
    expect(screen.getByRole('region', { name: 'Не сохранено' }).textContent).toContain('Нет доступа');
  });
});
