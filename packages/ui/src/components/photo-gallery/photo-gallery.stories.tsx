import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import { PhotoGallery } from './photo-gallery.tsx';

const photos = [
  sampleImage('Зал', '#2f6f5e'),
  sampleImage('Бар', '#8a4b2f'),
  sampleImage('Веранда', '#3b4f8a', 1280, 1920),
];

const meta = {
  title: 'Media/PhotoGallery',
  component: PhotoGallery,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: {
    photos,
    alt: (n: number) => `Фото ${n} к мнению`,
    label: 'Фото к мнению',
    sizes: '120px',
    thumbnailClassName: 'aspect-square rounded-control',
  },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnails: Story = {};

/** From the keyboard: open the second photo, step with the arrows, close with Escape back to the thumbnail. */
export const Viewer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const second = canvas.getByRole('button', { name: 'Открыть: Фото 2 к мнению' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Фото 2 к мнению' })).toBeVisible());
    await expect(dialog).toHaveTextContent('2 из 3');
    // Everything fits the sheet at a phone's width: the stepping buttons stay inside the dialog, side by side.
    const box = dialog.getBoundingClientRect();
    for (const name of ['Предыдущее фото', 'Следующее фото']) {
      const button = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(box.left);
      await expect(button.right).toBeLessThanOrEqual(box.right);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: 'Фото 3 к мнению' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveTextContent('1 из 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Предыдущее фото' }));
    await expect(dialog).toHaveTextContent('3 из 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Back on the thumbnail of the photo last shown.
    await expect(canvas.getByRole('button', { name: 'Открыть: Фото 3 к мнению' })).toHaveFocus();
  },
};

/** One photo: no stepping. */
export const Single: Story = {
  args: { photos: photos.slice(0, 1) },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** At a phone's width (Storybook's «mobile1» viewport) the viewer is a bottom sheet with the short words. */
export const PhoneViewer: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть: Фото 1 к мнению' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Следующее фото' });
    await expect(within(next).getByText('Следующее', { exact: true })).toBeVisible();
    await expect(within(next).getByText('Следующее фото', { exact: true })).not.toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

const takenBy = ['Анна Петрова', 'Борис', 'Вера Константинопольская-Преображенская'];

/** A place's visitor photos: each photo's caption names who took it (a link) and when. */
export const WithCaptions: Story = {
  args: {
    alt: (n: number) => `Фото: ${takenBy[n - 1] ?? ''}`,
    label: 'Фото посетителей',
    caption: (index: number) => (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <a href={`#person-${index}`} className="font-medium underline-offset-2 hover:underline">
          {takenBy[index]}
        </a>
        <time dateTime="2026-11-22T12:00:00Z" className="text-muted-foreground">
          22 ноября
        </time>
      </p>
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Открыть: Фото: Вера Константинопольская-Преображенская' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: takenBy[2] });
    await expect(link).toBeVisible();
    // A long name wraps inside the sheet, in the title and in the caption alike.
    const box = dialog.getBoundingClientRect();
    for (const element of [link, within(dialog).getByRole('heading')]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('link', { name: takenBy[0] })).toBeInTheDocument();
  },
};
