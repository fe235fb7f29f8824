import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlacesMap } from './places-map.tsx';

// Tiles need the internet; the pins, popups and keyboard work without it, and that is what the stories check.
const CITY = { lat: 56.3269, lng: 44.0059 };

const meta = {
  title: 'Map/PlacesMap',
  component: PlacesMap,
  args: {
    center: CITY,
    className: 'h-96',
    onNavigate: fn(),
    places: [
      {
        id: '1',
        name: 'Кофейня «Зерно»',
        latitude: 56.3275,
        longitude: 44.0027,
        href: '/place/place001',
        details: 'ул. Большая Покровская, 3',
      },
      { id: '2', name: 'Бар «Чкалов»', latitude: 56.3301, longitude: 44.0102, href: '/place/place002' },
      { id: '3', name: 'Паб «Старый город»', latitude: 56.3213, longitude: 43.9985, href: '/place/place003' },
      // No coordinates yet: left off the map.
      { id: '4', name: 'Ресторан «Волга»', latitude: null, longitude: null, href: '/place/place004' },
    ],
  },
} satisfies Meta<typeof PlacesMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const map = canvas.getByRole('region', { name: 'Карта мест' });
    await waitFor(() => expect(map.querySelectorAll('.mesto-map-marker')).toHaveLength(3));
    await expect(within(map).getByRole('button', { name: 'Приблизить' })).toBeVisible();

    // A pin is a button: Enter opens its popup, whose link goes through onNavigate.
    const pin = within(map).getByRole('button', { name: 'Кофейня «Зерно»' });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    const link = await within(canvasElement).findByRole('link', { name: 'Кофейня «Зерно»' });
    await expect(link).toHaveFocus();
    // The popup fades in.
    await waitFor(() => expect(within(canvasElement).getByText('ул. Большая Покровская, 3')).toBeVisible());
    await expect(within(map).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/place/place001');

    // Escape closes the popup and gives the focus back to the pin.
    link.focus();
    await userEvent.keyboard('{Escape}');
    await expect(pin).toHaveFocus();
    await waitFor(() => expect(within(canvasElement).queryByRole('link', { name: 'Кофейня «Зерно»' })).toBeNull());
  },
};

export const NoPlaces: Story = {
  args: { places: [] },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('region', { name: 'Карта мест' });
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    await expect(map.querySelectorAll('.mesto-map-marker')).toHaveLength(0);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

// Thirty places within a few hundred metres of each other and two across the city.
const crowd = Array.from({ length: 30 }, (_, at) => ({
  id: `crowd-${at}`,
  name: `Кафе №${at + 1}`,
  latitude: 56.3269 + (at % 6) * 0.0004,
  longitude: 44.0059 + Math.floor(at / 6) * 0.0006,
  href: `/place/crowd${at}`,
}));

export const Clustered: Story = {
  args: {
    places: [
      ...crowd,
      { id: 'north', name: 'Парк «Швейцария»', latitude: 56.2833, longitude: 43.9833, href: '/place/north' },
      { id: 'south', name: 'Стрелка', latitude: 56.3333, longitude: 43.9722, href: '/place/south' },
    ],
    onViewChange: fn(),
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('region', { name: 'Карта мест' });
    // Fitted to all: the crowd is one group with its count, the two far places stand alone.
    const group = await within(map).findByRole('button', { name: 'Группа из 30 мест, приблизить' });
    await expect(group).toHaveTextContent('30');
    await waitFor(() => expect(map.querySelectorAll('.mesto-map-marker')).toHaveLength(2));
    await expect(within(map).getByRole('button', { name: 'Стрелка' })).toBeVisible();
    // The map says what it shows: a box around the city, and again after every move.
    await waitFor(() => expect(args.onViewChange).toHaveBeenCalled());
    const [first] = (args.onViewChange as ReturnType<typeof fn>).mock.lastCall as [
      { west: number; south: number; east: number; north: number; zoom: number },
    ];
    await expect(first.west).toBeLessThan(43.9722);
    await expect(first.east).toBeGreaterThan(44.0089);
    await expect(first.south).toBeLessThan(56.2833);
    await expect(first.north).toBeGreaterThan(56.3333);
    const calls = (args.onViewChange as ReturnType<typeof fn>).mock.calls.length;

    // Enter on the group zooms in until it parts; the focus stays on the map.
    group.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((args.onViewChange as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls));
    const [zoomed] = (args.onViewChange as ReturnType<typeof fn>).mock.lastCall as [{ zoom: number }];
    await expect(zoomed.zoom).toBeGreaterThan(first.zoom);
    // The group parts into smaller groups or pins.
    await waitFor(() =>
      expect(within(map).queryByRole('button', { name: 'Группа из 30 мест, приблизить' })).toBeNull(),
    );
    await expect(map.querySelectorAll('.mesto-map-marker, .mesto-map-cluster').length).toBeGreaterThan(1);
    await expect(map.querySelector('.leaflet-container')).toHaveFocus();
  },
};
