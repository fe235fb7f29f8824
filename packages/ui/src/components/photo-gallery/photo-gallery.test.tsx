import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './photo-gallery.tsx';

const photo = (n: number) => ({
  url: `/f${n}/w960.webp`,
  width: 960,
  height: 640,
  variants: [
    { width: 320, height: 213, url: `/f${n}/w320.webp` },
    { width: 960, height: 640, url: `/f${n}/w960.webp` },
  ],
});

describe('PhotoGallery', () => {
  it('opens a thumbnail large and steps through the photos with the arrow keys, round the ends', async () => {
    render(
      <PhotoGallery photos={[photo(1), photo(2), photo(3)]} alt={(n) => `Фото ${n}`} label="Фото" sizes="120px" />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть: Фото 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3 из 3');
    expect(screen.getByRole('img', { name: 'Фото 3' }).getAttribute('loading')).toBe('eager');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Фото 1' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog.textContent).toContain('2 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByRole('img', { name: 'Фото 3' })).toBeTruthy();
  });

  it('captions the photo shown, and the caption follows the arrows', async () => {
    render(
      <PhotoGallery
        photos={[photo(1), photo(2)]}
        alt={(n) => `Фото ${n}`}
        label="Фото"
        sizes="120px"
        caption={(index) => <a href={`/u/${index}`}>{index === 0 ? 'Анна' : 'Борис'}</a>}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть: Фото 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('link', { name: 'Борис' }).getAttribute('href')).toBe('/u/1');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Анна' }).getAttribute('href')).toBe('/u/0');
    expect(screen.queryByRole('link', { name: 'Борис' })).toBeNull();
  });

  it('takes the focus and locks the page while open; Escape closes it and focus goes back to the photo last shown', async () => {
    render(
      <PhotoGallery photos={[photo(1), photo(2), photo(3)]} alt={(n) => `Фото ${n}`} label="Фото" sizes="120px" />,
    );
    const first = screen.getByRole('button', { name: 'Открыть: Фото 1' });
    first.focus();
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Tab goes round inside: from the last control (×) to the first, and back with Shift+Tab.
    const close = screen.getByRole('button', { name: 'Закрыть' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Предыдущее фото' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    // Focus taken outside comes back instead of closing the viewer.
    screen.getByRole('button', { name: 'Открыть: Фото 3' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть: Фото 2' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows nothing without photos', () => {
    const { container } = render(<PhotoGallery photos={[]} alt={(n) => `${n}`} label="Фото" sizes="1px" />);
    expect(container.innerHTML).toBe('');
  });
});
