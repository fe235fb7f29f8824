// The Russian texts of VisibilityPicker; the option labels and hints come from @mesto/domain.
export const visibilityPickerMessages = {
  label: 'Кто видит',
} as const;
