import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageMeta } from './page-meta.tsx';

function PageMetaDemo() {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground">
        PageMeta draws nothing: it puts the title, description, preview tags and JSON-LD into the head.
      </p>
      <PageMeta
        title="Джазовый джем — Место"
        description="Джазовый джем в субботу в 19:00, джаз-клуб «Синкопа»."
        url="https://gorod.example/event/jam"
        structuredData={{ '@context': 'https://schema.org', '@type': 'Event', name: 'Джазовый джем' }}
      />
    </div>
  );
}

const meta = { title: 'Catalogue/PageMeta', component: PageMetaDemo } satisfies Meta<typeof PageMetaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Джазовый джем — Место'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Джазовый джем в субботу в 19:00, джаз-клуб «Синкопа».',
    );
    await expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://gorod.example/event/jam',
    );
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Event' });
  },
};
