import { ApiError } from '@mesto/api-client';
import { type Contact, validateContacts } from '@mesto/domain';
import { Field, Input } from '@mesto/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorForm } from './editor-form.tsx';
import type { FieldErrors } from './field-path.ts';
import { FormField } from './form-field.tsx';
import { useEditorForm } from './use-editor-form.ts';

afterEach(cleanup);

type Values = { displayName: string; contacts: Contact[] };
type Save = (values: Values) => Promise<Values>;

const saved: Values = { displayName: 'Анна', contacts: [{ type: 'PHONE', value: '79001234567' }] };

function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (values.displayName.trim() === '') errors.displayName = 'Укажите имя';
  const contacts = validateContacts(values.contacts);
  if (!contacts.ok) for (const error of contacts.errors) errors[`contacts.${error.index}.value`] = error.message;
  return errors;
}

function ProfileForm({ save }: { save: Save }) {
  const form = useEditorForm<Values, Values>({ initial: saved, validate, save });
  return (
    <>
      <Link to="/people">Люди</Link>
      <EditorForm
        form={form}
        label="Профиль"
        submitLabel="Сохранить"
        fieldLabels={{ displayName: 'Имя', contacts: 'Контакт' }}
      >
        <FormField form={form} name="displayName" label="Имя" required>
          <Input {...form.bind('displayName')} />
        </FormField>
        {form.values.contacts.map((contact, index) => (
          <Field key={String(index)} label={`Телефон ${index + 1}`} error={form.error(`contacts.${index}.value`)}>
            <Input
              value={contact.value}
              onChange={(event) =>
                form.setValue('contacts', (list) =>
                  list.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                )
              }
              onBlur={() => form.touch(`contacts.${index}.value`)}
            />
          </Field>
        ))}
      </EditorForm>
    </>
  );
}

function setup(save: Save = async (values) => values) {
  const router = createMemoryRouter(
    [
      { path: '/profile/editor', element: <ProfileForm save={save} /> },
      { path: '/people', element: <h1>Люди</h1> },
    ],
    { initialEntries: ['/profile/editor'] },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    name: screen.getByRole<HTMLInputElement>('textbox', { name: /^Имя/ }),
    phone: screen.getByRole<HTMLInputElement>('textbox', { name: 'Телефон 1' }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' })),
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('useEditorForm with EditorForm', () => {
  it('shows a field’s own check once the field is left, then live as it is fixed', () => {
    const { name } = setup();
    type(name, '  ');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Укажите имя')).toBeTruthy();
    type(name, 'Анна П');
    expect(screen.queryByText('Укажите имя')).toBeNull();
  });

  it('does not save while a check fails: the first invalid field gets focus, the summary says why', async () => {
    const save = vi.fn<Save>(async (values) => values);
    const { name, phone, submit } = setup(save);
    type(phone, '12345');
    type(name, '');
    submit();
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(name));
    const summary = screen.getByRole('region', { name: 'Не сохранено: проверьте поля' });
    expect(summary.textContent).toContain('Имя: Укажите имя');
    expect(summary.textContent).toContain('Контакт 1: Неверный номер телефона');
  });

  it('puts the server’s field errors under their fields, nested paths too, and keeps what was typed', async () => {
    const save = vi.fn<Save>(async () => {
      throw new ApiError('Ошибка валидации', 409, {
        fields: { displayName: 'Это имя занято', 'contacts.0.value': 'Номер уже указан у другого человека' },
      });
    });
    const { name, phone, submit } = setup(save);
    type(name, 'Анна Петрова');
    type(phone, '+7 900 765-43-21');
    submit();
    await screen.findByText('Номер уже указан у другого человека');
    expect(save).toHaveBeenCalledWith({
      displayName: 'Анна Петрова',
      contacts: [{ type: 'PHONE', value: '+7 900 765-43-21' }],
    });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Номер уже указан у другого человека').id).toBe(phone.getAttribute('aria-describedby'));
    expect(name.value).toBe('Анна Петрова');
    expect(phone.value).toBe('+7 900 765-43-21');
    expect(screen.getByRole('status').textContent).toBe('Есть несохранённые изменения');
    expect(screen.getByRole('link', { name: 'Имя: Это имя занято' })).toBeTruthy();

    // Editing a field clears its server message; the other field's stays until it is edited too.
    type(phone, '+7 900 765-43-22');
    expect(screen.queryByText('Номер уже указан у другого человека')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure that names no field, and keeps the values', async () => {
    const { name, submit } = setup(async () => {
      throw new ApiError('Недостаточно прав', 403, { message: 'Недостаточно прав' });
    });
    type(name, 'Анна П');
    submit();
    const summary = await screen.findByRole('region', { name: 'Не сохранено: проверьте поля' });
    expect(summary.textContent).toContain('Недостаточно прав');
    expect(name.value).toBe('Анна П');
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('a successful save makes the form clean again', async () => {
    const save = vi.fn<Save>(async (values) => values);
    const { name, submit } = setup(save);
    type(name, 'Анна П');
    expect(screen.getByRole('status').textContent).toBe('Есть несохранённые изменения');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(save).toHaveBeenCalledOnce();
    expect(name.value).toBe('Анна П');
    // Typing back the saved value is not a change either.
    type(name, 'Анна');
    expect(screen.getByRole('status').textContent).toBe('Есть несохранённые изменения');
    type(name, 'Анна П');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks before leaving with unsaved changes: staying keeps the edits, leaving goes', async () => {
    const { name, router } = setup();
    type(name, 'Анна П');
    fireEvent.click(screen.getByRole('link', { name: 'Люди' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/editor');
    expect(name.value).toBe('Анна П');

    fireEvent.click(screen.getByRole('link', { name: 'Люди' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Уйти' }));
    expect(await screen.findByRole('heading', { name: 'Люди' })).toBeTruthy();
  });

  it('a navigation asked for during a save waits, and goes on once the save succeeds', async () => {
    let finish: (values: Values) => void = () => {};
    const { name, router, submit } = setup(
      (values) =>
        new Promise((resolve) => {
          finish = () => resolve(values);
        }),
    );
    type(name, 'Анна П');
    submit();
    fireEvent.click(screen.getByRole('link', { name: 'Люди' }));
    await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(router.state.location.pathname).toBe('/profile/editor');
    await act(async () => finish({ ...saved, displayName: 'Анна П' }));
    expect(await screen.findByRole('heading', { name: 'Люди' })).toBeTruthy();
  });

  it('leaves a clean form without asking, and warns on closing the tab only while dirty', async () => {
    const { name, router } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(name, 'Анна П');
    expect(unload()).toBe(true);
    type(name, 'Анна');
    expect(unload()).toBe(false);
    await act(() => router.navigate('/people'));
    expect(screen.getByRole('heading', { name: 'Люди' })).toBeTruthy();
  });
});
