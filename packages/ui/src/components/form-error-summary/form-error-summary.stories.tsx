import { type Contact, WRONG_PHONE_NUMBER_MESSAGE } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ContactListEditor } from '../contact-list-editor/contact-list-editor.tsx';
import { Field } from '../field/field.tsx';
import { Input } from '../input/input.tsx';
import { FormErrorSummary } from './form-error-summary.tsx';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'Не сохранено: проверьте поля',
    items: [
      { key: 'displayName', label: 'Имя', message: 'Укажите имя', targetId: 'story-name' },
      { key: 'contacts.0.value', label: 'Контакт 1', message: WRONG_PHONE_NUMBER_MESSAGE },
    ],
  },
  render: (args) => (
    <div className="flex max-w-lg flex-col gap-4">
      <Field label="Имя" id="story-name" error="Укажите имя">
        <Input />
      </Field>
      <FormErrorSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Не сохранено: проверьте поля' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Имя: Укажите имя' }));
    await expect(canvas.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
  },
};

export const FailureWithoutFields: Story = {
  args: { items: [], description: 'Недостаточно прав: менять права может только администратор' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * The pieces of an editor form together: controlled values, the server's field errors under their fields
 * (`displayName`, and `contacts.0.value` for the first contact) and in the summary, and the values kept after
 * the failed save. The server here is a stand-in that refuses every save.
 */
function EditorFormDemo() {
  const [name, setName] = useState('Анна');
  const [contacts, setContacts] = useState<Contact[]>([{ type: 'PHONE', value: '79001234567' }]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    setSaving(false);
    setServerErrors({
      displayName: 'Это имя уже занято',
      'contacts.0.value': 'Этот номер уже указан у другого человека',
    });
  }

  const contactErrors = Object.entries(serverErrors).filter(([path]) => path.startsWith('contacts.'));
  return (
    <form noValidate onSubmit={save} aria-label="Профиль" className="flex max-w-2xl flex-col gap-5">
      <Field label="Имя" id="demo-name" error={serverErrors.displayName} required>
        <Input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            const { displayName: _edited, ...rest } = serverErrors;
            setServerErrors(rest);
          }}
        />
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Контакты</legend>
        <ContactListEditor value={contacts} onChange={setContacts} />
        {contactErrors.map(([path, message]) => (
          <p key={path} className="text-sm text-danger">
            {`Контакт ${Number(path.split('.')[1]) + 1}: ${message}`}
          </p>
        ))}
      </fieldset>
      <FormErrorSummary
        title="Не сохранено: проверьте поля"
        items={Object.entries(serverErrors).map(([path, message]) => ({
          key: path,
          message,
          label: path === 'displayName' ? 'Имя' : `Контакт ${Number(path.split('.')[1]) + 1}`,
          targetId: path === 'displayName' ? 'demo-name' : undefined,
        }))}
      />
      <Button type="submit" className="self-start" loading={saving}>
        Сохранить
      </Button>
    </form>
  );
}

export const InAnEditorForm: StoryObj<typeof EditorFormDemo> = {
  render: () => <EditorFormDemo />,
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Имя/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Анна Петрова');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Не сохранено: проверьте поля' })).toBeVisible());
    await expect(name).toHaveAccessibleDescription('Это имя уже занято');
    // Under the contacts and in the summary.
    await expect(canvas.getAllByText('Контакт 1: Этот номер уже указан у другого человека')).toHaveLength(2);
    // The failed save keeps what was typed; editing the field clears its server message.
    await expect(name).toHaveValue('Анна Петрова');
    await userEvent.type(name, 'а');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};
