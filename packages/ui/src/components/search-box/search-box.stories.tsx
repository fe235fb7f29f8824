import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox, type SearchBoxProps, type SearchGroup } from './search-box.tsx';

const catalogue: SearchGroup[] = [
  {
    key: 'places',
    title: 'Места',
    items: [
      { id: 'p1', title: 'Кофейня «Зерно»', subtitle: 'Большая Покровская, 3', href: '/place/p1' },
      { id: 'p2', title: 'Зерновой бар «Колос»', subtitle: 'Рождественская, 12', href: '/place/p2' },
    ],
  },
  {
    key: 'events',
    title: 'События',
    items: [{ id: 'e1', title: 'Дегустация зернового кофе', subtitle: 'суббота, 28 ноября', href: '/event/e1' }],
  },
  { key: 'people', title: 'Люди', items: [] },
];

type DemoProps = Omit<SearchBoxProps, 'value' | 'onChange'> & { initial?: string };

function SearchDemo({ initial = '', ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return <SearchBox {...props} value={value} onChange={setValue} groups={value.trim() === '' ? [] : props.groups} />;
}

const meta = {
  title: 'Social/SearchBox',
  component: SearchDemo,
  args: { groups: catalogue, onSelect: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Поиск' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await userEvent.type(box, 'зерн');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox');
    await expect(canvas.getByRole('group', { name: 'Места' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'События' })).toBeVisible();
    // An empty group gets no heading.
    await expect(canvas.queryByRole('group', { name: 'Люди' })).toBeNull();
    await expect(listbox).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено 3 результата');

    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: /Кофейня «Зерно»/ });
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // Down crosses from one group into the next; focus never leaves the field.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const event = canvas.getByRole('option', { name: /Дегустация/ });
    await expect(box).toHaveAttribute('aria-activedescendant', event.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1', href: '/event/e1' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EnterSubmitsQuery: Story = {
  args: { initial: 'джаз' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('джаз');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const EscapeClosesThenClears: Story = {
  args: { initial: 'зерно' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}');
    // ArrowUp from the field goes to the last result.
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Дегустация/ }).id);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const ClickOption: Story = {
  args: { initial: 'зерно' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(canvas.getByRole('option', { name: /Зерновой бар/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
  },
};

export const Empty: Story = {
  args: { initial: 'ъъъ', groups: [] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    await expect(canvas.getByText('Ничего не нашлось', { selector: 'p:not([role])' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Ничего не нашлось'));
  },
};

export const Loading: Story = {
  args: { initial: 'кон', groups: [], loading: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Ищем…', { selector: 'p:not([role])' })).toBeVisible();
    await expect(canvas.queryByText('Ничего не нашлось')).toBeNull();
  },
};

export const ClearButton: Story = {
  args: { initial: 'зерно' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить поиск' }));
    const box = canvas.getByRole('combobox');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const Phone: Story = {
  args: {
    initial: 'филармония',
    groups: [
      {
        key: 'places',
        title: 'Места',
        items: [
          {
            id: 'f1',
            title: 'Нижегородская государственная академическая филармония имени Мстислава Ростроповича',
            subtitle: 'Кремль, корпус 2, вход со стороны Дмитриевской башни',
            href: '/place/f1',
          },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    const listbox = canvas.getByRole('listbox');
    await expect(listbox).toBeVisible();
    // The popup is as wide as the field on a phone, and long names wrap instead of spilling out.
    const popup = listbox.parentElement as HTMLElement;
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
  },
};

export const Dark: Story = { args: { initial: 'зерно' }, globals: { theme: 'dark' } };
