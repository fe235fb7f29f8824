import {
  type Contact,
  type ContactsValidation,
  EMPTY_CONTACT_MESSAGE,
  WRONG_EMAIL_MESSAGE,
  WRONG_PHONE_NUMBER_MESSAGE,
} from '@mesto/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactListEditor } from './contact-list-editor.tsx';

type OnChange = (contacts: Contact[], validation: ContactsValidation) => void;

function lastCall(onChange: ReturnType<typeof vi.fn<OnChange>>) {
  const call = onChange.mock.calls.at(-1);
  if (call === undefined) throw new Error('onChange was not called');
  return { contacts: call[0], validation: call[1] };
}

function Controlled({ value }: { value: Contact[] }) {
  return <ContactListEditor value={value} />;
}

describe('ContactListEditor', () => {
  it('shows the domain message under a wrong phone once the field is left', () => {
    const onChange = vi.fn<OnChange>();
    render(<ContactListEditor onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    const input = screen.getByRole('textbox', { name: 'Контакт: Телефон' });

    fireEvent.change(input, { target: { value: '12345' } });
    // Not while typing: only after leaving the field.
    expect(screen.queryByText(WRONG_PHONE_NUMBER_MESSAGE)).toBeNull();
    fireEvent.blur(input);

    const message = screen.getByText(WRONG_PHONE_NUMBER_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    const { validation } = lastCall(onChange);
    expect(validation.ok).toBe(false);
    if (!validation.ok) expect(validation.errors).toMatchObject([{ index: 0, code: 'WRONG_PHONE_NUMBER' }]);
  });

  it('gives normalised contacts and drops an empty description', () => {
    const onChange = vi.fn<OnChange>();
    render(
      <ContactListEditor
        value={[
          { type: 'PHONE', value: '', description: 'Бронь' },
          { type: 'TELEGRAM', value: '' },
        ]}
        onChange={onChange}
      />,
    );
    const [phone, telegram] = screen.getAllByRole('textbox', { name: /^Контакт:/ });
    fireEvent.change(phone as HTMLElement, { target: { value: '8 (900) 123-45-67' } });
    fireEvent.change(telegram as HTMLElement, { target: { value: ' @zerno_coffee ' } });

    const { contacts, validation } = lastCall(onChange);
    expect(contacts).toEqual([
      { type: 'PHONE', value: '79001234567', description: 'Бронь' },
      { type: 'TELEGRAM', value: 'zerno_coffee' },
    ]);
    expect(validation.ok).toBe(true);
    // What the person typed stays on screen; only the output is normalised.
    expect((phone as HTMLInputElement).value).toBe('8 (900) 123-45-67');
  });

  it('revalidates when the type changes, and shows every error on demand', () => {
    render(<ContactListEditor value={[{ type: 'SITE', value: 'name@mesto' }]} showAllErrors />);
    expect(screen.getByText('Неверный адрес сайта, например mesto.ru')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Тип контакта' }), { target: { value: 'EMAIL' } });
    expect(screen.getByText(WRONG_EMAIL_MESSAGE)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Тип контакта' }), { target: { value: 'OTHER' } });
    expect(screen.queryByRole('paragraph')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Контакт: Другое' }), { target: { value: '   ' } });
    expect(screen.getByText(EMPTY_CONTACT_MESSAGE)).toBeTruthy();
  });

  it('adds and removes rows', () => {
    const onChange = vi.fn<OnChange>();
    render(<ContactListEditor value={[{ type: 'EMAIL', value: 'a@mesto.ru' }]} onChange={onChange} max={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // At the limit the add button goes away.
    expect(screen.queryByRole('button', { name: 'Добавить контакт' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить контакт' })[0] as HTMLElement);
    expect(lastCall(onChange).contacts).toEqual([{ type: 'PHONE', value: '' }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps typing intact when the parent feeds the output back, and resets on a new value', () => {
    const { rerender } = render(<Controlled value={[{ type: 'PHONE', value: '79001234567' }]} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Контакт: Телефон' }).value).toBe('+7 900 123-45-67');
    rerender(<Controlled value={[{ type: 'EMAIL', value: 'hi@mesto.ru' }]} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Контакт: Электронная почта' }).value).toBe(
      'hi@mesto.ru',
    );
  });

  it('shows a stored phone as a person writes it, and still hands on its 11 digits', () => {
    const onChange = vi.fn<OnChange>();
    render(<ContactListEditor value={[{ type: 'PHONE', value: '78314000000' }]} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Контакт: Телефон' });
    expect(input.value).toBe('+7 831 400-00-00');

    fireEvent.change(input, { target: { value: '8 (831) 400 00 01' } });
    expect(lastCall(onChange).contacts).toEqual([{ type: 'PHONE', value: '78314000001' }]);
    // Left, the field shows what was typed in the same written form.
    fireEvent.blur(input);
    expect(input.value).toBe('+7 831 400-00-01');
  });
});
