import { formatPrice, formatRating } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { MapPinIcon } from '../icons/icons.tsx';
import { Tag } from '../tag/tag.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

function PlaceCard() {
  return (
    <Card interactive className="max-w-sm">
      <div className="aspect-video bg-linear-to-br from-primary-soft to-info-soft" aria-hidden="true" />
      <CardHeader>
        <CardTitle>
          <a href="#place" className="after:absolute after:inset-0 focus-visible:outline-none">
            Кофейня «Зерно»
          </a>
        </CardTitle>
        <CardDescription className="flex items-center gap-1">
          <MapPinIcon className="size-4" /> ул. Ленина, 12 · ★ {formatRating(4.75)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-1.5">
        <Tag tone="primary">кофе</Tag>
        <Tag>веранда</Tag>
        <Tag tone="success">{formatPrice(0)}</Tag>
      </CardContent>
    </Card>
  );
}

function EditorCard() {
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Джазовый вечер</CardTitle>
        <CardDescription>Пятница, 19:30 · {formatPrice(1500)}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-base">Квартет Анны Петровой играет стандарты и собственные пьесы.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="ghost">Снять с публикации</Button>
        <Button>Редактировать</Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Layout/Card',
  component: PlaceCard,
  decorators: [(Story) => <div className="relative">{Story()}</div>],
} satisfies Meta<typeof PlaceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Place: Story = {};
export const WithFooter: Story = { render: () => <EditorCard /> };
export const Dark: Story = { globals: { theme: 'dark' } };
