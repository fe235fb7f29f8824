import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { MessageComposer } from './message-composer.tsx';

const meta = {
  title: 'Chats/MessageComposer',
  component: MessageComposer,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  args: { onSend: fn(), onInput: fn(), maxLength: 4000 },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  args: { autoFocus: true },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    await expect(field).toHaveAttribute('placeholder', 'Сообщение');
    await expect(field).toHaveFocus();
    const send = canvas.getByRole('button', { name: 'Отправить' });
    await expect(send).toBeDisabled();
    await userEvent.type(field, '  Привет!  ');
    await expect(send).toBeEnabled();
    // Typing tells the caller (the others see «печатает…»); spaces alone did not.
    await expect(args.onInput).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    // Sent without the spaces around it; the field empties and keeps the focus for the next message.
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Привет!');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(send).toBeDisabled();
  },
};

export const ShiftEnterAddsLine: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(field, 'Адрес:{Shift>}{Enter}{/Shift}ул. Покровская, 10');
    await expect(field).toHaveValue('Адрес:\nул. Покровская, 10');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSend).toHaveBeenCalledWith('Адрес:\nул. Покровская, 10');
    await expect(field).toHaveValue('');
    // The click took the focus to the button; the field gets it back.
    await expect(field).toHaveFocus();
  },
};

export const WhitespaceOnly: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(field, '   {Shift>}{Enter}{/Shift}  ');
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Enter neither sends nor adds a line.
    await expect(field).toHaveValue('   \n  ');
  },
};

export const ImeComposition: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(field, 'konnichiwa');
    // Enter that confirms a word in an input method (Japanese, Chinese) is not a send.
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 229 });
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('konnichiwa');
  },
};

export const NearTheLimit: Story = {
  args: { maxLength: 100 },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    const send = canvas.getByRole('button', { name: 'Отправить' });
    await userEvent.click(field);
    await userEvent.paste('а'.repeat(89));
    // Far from the limit there is nothing to count.
    await expect(canvas.queryByText('89 / 100')).toBeNull();
    await userEvent.type(field, 'б');
    const counter = canvas.getByText('90 / 100');
    await expect(counter).toBeVisible();
    await expect(field).toHaveAccessibleDescription('90 из 100 знаков');
    await expect(send).toBeEnabled();
    await userEvent.paste('в'.repeat(12));
    await expect(canvas.getByText('102 / 100')).toBeVisible();
    await expect(canvas.getByText('102 / 100').parentElement).toHaveClass('text-danger');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Сообщение длиннее 100 знаков');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Back under the limit, it sends again.
    await userEvent.keyboard('{Backspace}{Backspace}{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(`${'а'.repeat(89)}б${'в'.repeat(10)}`);
  },
};

export const GrowsUpToSixLines: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    const oneLine = field.getBoundingClientRect().height;
    await userEvent.type(field, '1{Shift>}{Enter}{/Shift}2{Shift>}{Enter}{/Shift}3');
    const threeLines = field.getBoundingClientRect().height;
    await expect(threeLines).toBeGreaterThan(oneLine + 40);
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}4{Shift>}{Enter}{/Shift}5{Shift>}{Enter}{/Shift}6');
    const sixLines = field.getBoundingClientRect().height;
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}7{Shift>}{Enter}{/Shift}8{Shift>}{Enter}{/Shift}9');
    // From the seventh line on the field stops growing and scrolls.
    await expect(field.getBoundingClientRect().height).toBeLessThanOrEqual(sixLines + 1);
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);
    // Sending shrinks it back to one line.
    await userEvent.keyboard('{Enter}');
    await expect(field.getBoundingClientRect().height).toBe(oneLine);
  },
};

export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'Войдите, чтобы писать' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Войдите, чтобы писать')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Отправить' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { maxLength: 20 },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(field, 'Длинноесловобезпробелов');
    await expect(canvas.getByText('23 / 20')).toBeVisible();
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    // The button stays a comfortable touch target next to the field.
    const send = canvas.getByRole('button', { name: 'Отправить' }).getBoundingClientRect();
    await expect(send.width).toBeGreaterThanOrEqual(44);
    await expect(send.right).toBeLessThanOrEqual(360 + form.getBoundingClientRect().left);
  },
};

export const Dark: Story = { ...NearTheLimit, globals: { theme: 'dark' } };
