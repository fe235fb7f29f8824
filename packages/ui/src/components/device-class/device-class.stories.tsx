import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from '../tag/tag.tsx';
import { useDeviceClass } from './use-device-class.ts';

const labels = { mobile: 'Телефон', tablet: 'Планшет', desktop: 'Компьютер' } as const;

function DeviceClassDemo() {
  const { deviceClass, isMobile } = useDeviceClass();
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-base">
        Устройство: <Tag tone="primary">{labels[deviceClass]}</Tag>{' '}
        <span className="font-mono text-sm text-muted-foreground" data-testid="device-class">
          {deviceClass}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        {isMobile ? 'Меню внизу экрана, карточки в одну колонку.' : 'Боковое меню, карточки в несколько колонок.'}
        {' Измените размер окна, чтобы увидеть смену.'}
      </p>
    </div>
  );
}

const meta = { title: 'Theme/DeviceClass', component: DeviceClassDemo } satisfies Meta<typeof DeviceClassDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(['mobile', 'tablet', 'desktop']).toContain(canvas.getByTestId('device-class').textContent);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
