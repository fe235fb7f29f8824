import { type Contact, type ContactsValidation, WRONG_PHONE_NUMBER_MESSAGE } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ContactListEditor } from './contact-list-editor.tsx';

function ContactsDemo({ initial }: { initial: Contact[] }) {
  const [contacts, setContacts] = useState<Contact[]>(initial);
  const [validation, setValidation] = useState<ContactsValidation | null>(null);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <ContactListEditor
        value={contacts}
        onChange={(next, result) => {
          setContacts(next);
          setValidation(result);
        }}
      />
      <pre className="overflow-x-auto rounded-control bg-surface-muted p-3 text-xs" data-testid="output">
        {JSON.stringify({ contacts, ok: validation?.ok ?? true }, null, 2)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Controls/ContactListEditor',
  component: ContactsDemo,
  args: {
    initial: [
      { type: 'PHONE', value: '79001234567', description: 'Бронь столов' },
      { type: 'TELEGRAM', value: 'zerno_coffee' },
    ],
  },
} satisfies Meta<typeof ContactsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WrongPhone: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить контакт' }));
    const value = canvas.getByRole('textbox', { name: 'Контакт: Телефон' });
    await expect(value).toHaveFocus();
    await userEvent.type(value, '12345');
    await userEvent.tab();
    await expect(canvas.getByText(WRONG_PHONE_NUMBER_MESSAGE)).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription(WRONG_PHONE_NUMBER_MESSAGE);

    // A valid number clears the error, and the output is normalised to 11 digits.
    await userEvent.clear(value);
    await userEvent.type(value, '8 (900) 123-45-67');
    await expect(canvas.queryByText(WRONG_PHONE_NUMBER_MESSAGE)).toBeNull();
    await expect(canvas.getByTestId('output')).toHaveTextContent('"value": "79001234567"');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
