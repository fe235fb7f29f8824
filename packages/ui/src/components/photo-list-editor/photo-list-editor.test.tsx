import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '../image-upload/image-upload.tsx';
import { type EditablePhoto, PhotoListEditor } from './photo-list-editor.tsx';

const image = (id: string) => ({ url: `/${id}.webp`, width: 320, height: 240, variants: [] });

type Pending = {
  file: File;
  progress: UploadProgress;
  resolve: (photo: EditablePhoto) => void;
  reject: (e: Error) => void;
};

type HarnessProps = {
  initial: string[];
  limit: number;
  cover: boolean;
  upload: (file: File, progress: UploadProgress) => Promise<EditablePhoto>;
  onOrder: (order: string[]) => void;
};

function Harness({ initial, limit, cover, upload, onOrder }: HarnessProps) {
  const [value, setValue] = useState(initial);
  onOrder(value);
  return (
    <PhotoListEditor
      value={value}
      onChange={setValue}
      onAdd={(id) => setValue((list) => [...list, id])}
      upload={upload}
      files={new Map(value.map((id) => [id, image(id)]))}
      limit={limit}
      cover={cover}
      photoLabel={(n) => `Фото ${n}`}
      label="Фото места"
    />
  );
}

function setup({ initial = [] as string[], limit = 5, cover = true } = {}) {
  const pending: Pending[] = [];
  const upload = (file: File, progress: UploadProgress) =>
    new Promise<EditablePhoto>((resolve, reject) => pending.push({ file, progress, resolve, reject }));
  let current: string[] = initial;
  render(
    <Harness
      initial={initial}
      limit={limit}
      cover={cover}
      upload={upload}
      onOrder={(order) => {
        current = order;
      }}
    />,
  );
  const choose = (...names: string[]) =>
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: {
        files: names.map(
          (name) => new File(['x'], name, { type: name.endsWith('.txt') ? 'text/plain' : 'image/jpeg' }),
        ),
      },
    });
  return { pending, choose, order: () => current };
}

describe('PhotoListEditor', () => {
  it('uploads several files, two at a time, each with its progress; a failure says why and the rest land', async () => {
    const { pending, choose, order } = setup();
    choose('a.jpg', 'b.jpg', 'c.jpg');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(screen.getByText('Ждёт очереди')).toBeTruthy();
    act(() => pending[0]?.progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'a.jpg: Загрузка' }).getAttribute('aria-valuenow')).toBe('50');
    await act(async () => pending[1]?.reject(new Error('Файл больше 10 МБ')));
    expect(screen.getByRole('alert').textContent).toBe('Файл больше 10 МБ');
    await act(async () => pending[0]?.resolve({ id: 'a', ...image('a') }));
    await waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]?.resolve({ id: 'c', ...image('c') }));
    expect(order()).toEqual(['a', 'c']);
    // The failed one stays, with a retry.
    expect(screen.getByRole('alert').textContent).toBe('Файл больше 10 МБ');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(pending).toHaveLength(4));
    expect(pending[3]?.file.name).toBe('b.jpg');
  });

  it('photos join in the order they were chosen, whichever upload ends first', async () => {
    const { pending, choose, order } = setup();
    choose('first.jpg', 'second.jpg');
    await waitFor(() => expect(pending).toHaveLength(2));
    // The second ends first: it waits, shown as sent, for the first.
    await act(async () => pending[1]?.resolve({ id: 'second', ...image('second') }));
    expect(order()).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'second.jpg: Загрузка' }).getAttribute('aria-valuenow')).toBe('100');
    await act(async () => pending[0]?.resolve({ id: 'first', ...image('first') }));
    await waitFor(() => expect(order()).toEqual(['first', 'second']));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed upload does not hold back the photos chosen after it', async () => {
    const { pending, choose, order } = setup();
    choose('first.jpg', 'second.jpg');
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve({ id: 'second', ...image('second') }));
    await act(async () => pending[0]?.reject(new Error('Сервер недоступен')));
    await waitFor(() => expect(order()).toEqual(['second']));
  });

  it('refuses what is not an image and what is over the limit, saying so, without uploading it', async () => {
    const { pending, choose } = setup({ initial: ['x', 'y'], limit: 3 });
    choose('notes.txt', 'a.jpg', 'b.jpg');
    await waitFor(() => expect(pending).toHaveLength(1));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Можно загрузить только изображение', 'Можно добавить не больше 3 фотографий']);
  });

  it('moves photos with «Выше», «Ниже» and «Сделать обложкой», and removes them', () => {
    const { order } = setup({ initial: ['a', 'b', 'c'] });
    expect(screen.getByRole('button', { name: 'Фото 1: Выше' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Фото 1: Ниже' }));
    expect(order()).toEqual(['b', 'a', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'Фото 3: Сделать обложкой' }));
    expect(order()).toEqual(['c', 'b', 'a']);
    expect(screen.getByText('Фото 3 теперь обложка')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Фото 1: Сделать обложкой' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Фото 2: Удалить' }));
    expect(order()).toEqual(['c', 'a']);
  });

  it('at the limit offers no more uploads and says why', () => {
    setup({ initial: ['a', 'b'], limit: 2, cover: false });
    expect(screen.queryByRole('button', { name: 'Добавить фото' })).toBeNull();
    expect(screen.getByText('Можно добавить не больше 2 фотографий')).toBeTruthy();
    expect(screen.queryByText('Обложка')).toBeNull();
  });
});
