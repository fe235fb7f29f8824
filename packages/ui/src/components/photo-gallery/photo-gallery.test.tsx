import { fireEvent, render, screen } from '@testing-library/react';
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

  it('shows nothing without photos', () => {
    const { container } = render(<PhotoGallery photos={[]} alt={(n) => `${n}`} label="Фото" sizes="1px" />);
    expect(container.innerHTML).toBe('');
  });
});
