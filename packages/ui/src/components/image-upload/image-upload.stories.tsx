import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ImageUpload, type UploadProgress } from './image-upload.tsx';

/**
 * Stands in for an XMLHttpRequest upload: fires progress events on a timer (as `xhr.upload.onprogress` would,
 * with loaded/total) and resolves with what the API would answer, or fails like a 500.
 */
function fakeUpload({ steps = 5, stepMs = 60, fail = false } = {}) {
  return (file: File, onProgress: UploadProgress) =>
    new Promise<{ id: string; url: string }>((resolve, reject) => {
      let loaded = 0;
      const total = file.size || 1;
      const timer = setInterval(() => {
        loaded = Math.min(total, loaded + Math.ceil(total / steps));
        onProgress(loaded / total);
        if (loaded < total) return;
        clearInterval(timer);
        if (fail) reject(new Error('Ошибка сервера. Попробуйте снова'));
        else resolve({ id: 'file-1', url: URL.createObjectURL(file) });
      }, stepMs);
    });
}

// A tiny PNG, so the preview has something to show.
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob(PIXEL_PNG), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const meta = {
  title: 'Controls/ImageUpload',
  component: ImageUpload<{ id: string; url: string }>,
  args: { upload: fakeUpload(), maxSizeBytes: 5 * 1024 * 1024, 'aria-label': 'Обложка события' },
  render: (args) => (
    <div className="max-w-md">
      <ImageUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageUpload<{ id: string; url: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Обложка события'), pngFile());
    await expect(await canvas.findByRole('progressbar', { name: 'Загрузка' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Изображение загружено')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Предпросмотр изображения' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { upload: fakeUpload({ steps: 2, stepMs: 30, fail: true }) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Обложка события'), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ошибка сервера. Попробуйте снова');
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Обложка события'), text, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Можно загрузить только изображение');
  },
};

export const WithCurrentImage: Story = {
  args: { value: `data:image/png;base64,${PIXEL_PNG}`, onRemove: () => {} },
};

export const Dark: Story = { globals: { theme: 'dark' } };
