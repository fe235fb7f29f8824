import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplaintDialog, complaintErrors } from './complaint-dialog.tsx';

const reasons = [
  { value: 'SPAM', label: 'Спам' },
  { value: 'OTHER', label: 'Другое' },
];

afterEach(cleanup);

describe('ComplaintDialog', () => {
  it('asks for a reason, then for a text when the reason is «Другое», before it sends', () => {
    const onSubmit = vi.fn();
    render(<ComplaintDialog open onOpenChange={() => undefined} reasons={reasons} textMax={20} onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Отправить жалобу' });
    fireEvent.click(send);
    expect(screen.getByRole('alert').textContent).toBe('Выберите причину');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Спам' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Другое' }));
    fireEvent.click(send);
    const field = screen.getByRole('textbox', { name: /Что не так/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Реклама  ' } });
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'OTHER', text: 'Реклама' });
  });

  it('says why the server refused inside the dialog', () => {
    render(
      <ComplaintDialog
        open
        onOpenChange={() => undefined}
        reasons={reasons}
        textMax={20}
        onSubmit={() => undefined}
        error="Жалоба уже отправлена"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Жалоба уже отправлена');
  });

  it('gives the focus back through `returnFocus` when its trigger is rendered apart', async () => {
    const returnFocus = vi.fn();
    const onOpenChange = vi.fn();
    const props = { reasons, textMax: 20, onSubmit: () => undefined, onOpenChange, returnFocus };
    const { rerender } = render(<ComplaintDialog open {...props} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<ComplaintDialog open={false} {...props} />);
    await waitFor(() => expect(returnFocus).toHaveBeenCalledTimes(1));
  });

  it('refuses a text longer than the server takes', () => {
    expect(complaintErrors({ reason: 'SPAM', text: 'x'.repeat(21) }, 'OTHER', 20)).toEqual({
      text: 'Не длиннее 20 символов',
    });
    expect(complaintErrors({ reason: 'SPAM', text: '' }, 'OTHER', 20)).toEqual({});
  });
});
