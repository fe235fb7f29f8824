import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';

const texts = {
  title: 'Уйти без сохранения?',
  description: 'Изменения не сохранены и пропадут.',
  stayLabel: 'Остаться',
  leaveLabel: 'Уйти',
};

describe('UnsavedChangesDialog', () => {
  it('asks with staying focused first, and reports the answer', () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    render(<UnsavedChangesDialog open onStay={onStay} onLeave={onLeave} {...texts} />);
    const dialog = screen.getByRole('alertdialog', { name: texts.title });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Остаться' }));

    fireEvent.click(screen.getByRole('button', { name: 'Уйти' }));
    expect(onLeave).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(onStay).toHaveBeenCalledOnce();
  });

  it('Escape means stay', () => {
    const onStay = vi.fn();
    render(<UnsavedChangesDialog open onStay={onStay} onLeave={() => {}} {...texts} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onStay).toHaveBeenCalledOnce();
  });

  it('is absent while nothing is waiting', () => {
    render(<UnsavedChangesDialog open={false} onStay={() => {}} onLeave={() => {}} {...texts} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
