import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import type { UploadProgress } from '../image-upload/image-upload.tsx';
import type { ResponsiveImageSource } from '../responsive-image/responsive-image.tsx';
import { type EditablePhoto, PhotoListEditor } from './photo-list-editor.tsx';

const colors = ['#2f6f5e', '#8a4b2f', '#3b4f8a', '#6f2f5e', '#5e6f2f'];
const stored = new Map<string, ResponsiveImageSource>(
  ['зал', 'бар', 'веранда'].map((name, index) => [name, sampleImage(name, colors[index] as string)]),
);

/** An upload that takes a second and a half, reporting progress; a file named «сломан…» fails as the API would. */
async function fakeUpload(file: File, onProgress: UploadProgress): Promise<EditablePhoto> {
  for (let step = 1; step <= 5; step++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    onProgress(step / 5);
  }
  if (file.name.startsWith('сломан')) throw new Error('Файл больше 10 МБ');
  const id = `${file.name}-${Math.random().toString(36).slice(2, 8)}`;
  const image = sampleImage(file.name, colors[stored.size % colors.length] as string);
  stored.set(id, image);
  return { id, ...image };
}

function Editor({ initial, limit, cover }: { initial: string[]; limit: number; cover: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-2xl">
      <PhotoListEditor
        value={value}
        onChange={setValue}
        onAdd={(id) => setValue((current) => [...current, id])}
        upload={fakeUpload}
        files={stored}
        limit={limit}
        cover={cover}
        photoLabel={(n) => `Фото ${n}`}
        label="Фото места"
      />
      <output className="mt-4 block text-sm text-muted-foreground" data-testid="order">
        {value.join(', ')}
      </output>
    </div>
  );
}

const meta = {
  title: 'Forms/PhotoListEditor',
  component: Editor,
  args: { initial: ['зал', 'бар', 'веранда'], limit: 20, cover: true },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A place's gallery: the first is the cover. */
export const Gallery: Story = {};

/** From the keyboard: «Ниже» on the first photo, then «Сделать обложкой» on the third. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Фото 1: Ниже' }));
    await expect(canvas.getByTestId('order')).toHaveTextContent('бар, зал, веранда');
    await userEvent.click(canvas.getByRole('button', { name: 'Фото 3: Сделать обложкой' }));
    await expect(canvas.getByTestId('order')).toHaveTextContent('веранда, бар, зал');
    await expect(canvas.getByText('Фото 3 теперь обложка')).toBeInTheDocument();
  },
};

/** Several files at once, each with its progress; a failed one says why and the other still lands. */
export const UploadSeveral: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['a'], 'терраса.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'сломанный.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(await canvas.findAllByRole('progressbar')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Файл больше 10 МБ'));
    await waitFor(() => expect(canvas.getByTestId('order')).toHaveTextContent('терраса.jpg'));
  },
};

/** An opinion's photos: up to five, no cover. */
export const OpinionPhotos: Story = { args: { initial: ['зал'], limit: 5, cover: false } };

/** At the limit the way to add more is gone, and the limit is said. */
export const Full: Story = {
  args: { initial: ['зал', 'бар', 'веранда'], limit: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Можно добавить не больше 3 фотографий')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Добавить фото' })).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
