import { DAY_SLOT_LABELS, DAY_SLOTS, type DaySlot } from '@mesto/domain';
import { messages } from '../../messages.ts';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';

const options = DAY_SLOTS.map((slot) => ({ value: slot, label: DAY_SLOT_LABELS[slot] }));

export type DaySlotPickerProps = {
  value: DaySlot;
  onChange: (slot: DaySlot) => void;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
};

/** Утро / День / Вечер / Весь день: the time-of-day filter for events. */
export function DaySlotPicker({
  value,
  onChange,
  disabled,
  'aria-label': ariaLabel = messages.daySlots.label,
  className,
}: DaySlotPickerProps) {
  return (
    <SegmentedControl
      options={options}
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      aria-label={ariaLabel}
      fullWidth
      className={className}
    />
  );
}
