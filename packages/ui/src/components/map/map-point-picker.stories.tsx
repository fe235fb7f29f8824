import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MapPointPicker } from './map-point-picker.tsx';
import type { MapPoint } from './point.ts';

const CITY = { lat: 56.3269, lng: 44.0059 };

function PickerDemo({ initial, disabled }: { initial: MapPoint | null; disabled?: boolean }) {
  const [point, setPoint] = useState<MapPoint | null>(initial);
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <MapPointPicker value={point} onChange={setPoint} defaultCenter={CITY} disabled={disabled ?? false} />
      <output data-testid="point" className="font-mono text-sm text-muted-foreground">
        {JSON.stringify(point)}
      </output>
    </div>
  );
}

const meta = {
  title: 'Map/MapPointPicker',
  component: PickerDemo,
  args: { initial: null },
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pointOf = (element: HTMLElement) => JSON.parse(element.textContent ?? 'null') as MapPoint | null;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Точка на карте' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Карта: выбор точки' })).toHaveAttribute('aria-busy', 'false'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Поставить метку в центр карты' }));
    // The centre of the map as drawn: the city, give or take a pixel.
    const point = pointOf(canvas.getByTestId('point')) as MapPoint;
    await expect(Math.abs(point.lat - CITY.lat)).toBeLessThan(0.001);
    await expect(Math.abs(point.lng - CITY.lng)).toBeLessThan(0.001);
    await expect(canvas.getByRole('textbox', { name: 'Широта' })).toHaveValue(String(point.lat));
    await expect(canvas.getByRole('textbox', { name: 'Долгота' })).toHaveValue(String(point.lng));
    await expect(canvas.getByRole('button', { name: `Метка: ${point.lat}, ${point.lng}` })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Убрать метку' }));
    await expect(canvas.getByTestId('point')).toHaveTextContent('null');
    await expect(canvas.getByRole('textbox', { name: 'Широта' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: /^Метка:/ })).toBeNull();
  },
};

export const Keyboard: Story = {
  args: { initial: CITY },
  play: async ({ canvas }) => {
    const pin = await canvas.findByRole('button', { name: 'Метка: 56.3269, 44.0059' });
    await expect(pin).toHaveAccessibleDescription(/Стрелки двигают выбранную метку/);
    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
    const output = canvas.getByTestId('point');
    await waitFor(() => expect(pointOf(output)?.lat).toBeGreaterThan(CITY.lat));
    await expect(pointOf(output)?.lng).toBe(CITY.lng);
    const afterUp = pointOf(output) as MapPoint;
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(pointOf(output)?.lng).toBeGreaterThan(CITY.lng));
    // The pin keeps the focus, so a person can keep pressing; the boxes follow.
    await expect(pin).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Широта' })).toHaveValue(String(afterUp.lat));
  },
};

export const Typing: Story = {
  play: async ({ canvas }) => {
    const lat = canvas.getByRole('textbox', { name: 'Широта' });
    const lng = canvas.getByRole('textbox', { name: 'Долгота' });
    await userEvent.type(lat, '56,33');
    await userEvent.tab();
    // Half a point is not a point yet: it waits, and says what is missing once the box is left.
    await expect(canvas.getByTestId('point')).toHaveTextContent('null');
    await expect(canvas.getByText('Укажите и широту, и долготу')).toBeVisible();
    await userEvent.type(lng, '44.01');
    await expect(canvas.getByTestId('point')).toHaveTextContent('{"lat":56.33,"lng":44.01}');
    await expect(lat).toHaveValue('56,33');
    await expect(await canvas.findByRole('button', { name: 'Метка: 56.33, 44.01' })).toBeVisible();

    // A box that says no number leaves the point as it was, and says what a longitude is.
    await userEvent.clear(lng);
    await userEvent.type(lng, 'восток');
    await userEvent.tab();
    await expect(canvas.getByText('Долгота — число от -180 до 180, например 44.0059')).toBeVisible();
    await expect(canvas.getByTestId('point')).toHaveTextContent('{"lat":56.33,"lng":44.01}');
  },
};

export const Disabled: Story = { args: { initial: CITY, disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
