import { COLOR_SCHEME_LABELS, COLOR_SCHEMES, type ColorScheme } from '@mesto/domain';
import { messages } from '../../messages.ts';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { useColorScheme } from './color-scheme-provider.tsx';

// Short labels fit a phone; the full domain label ("Как в системе") stays as the tooltip.
const options = COLOR_SCHEMES.map((scheme) => ({
  value: scheme,
  label: messages.colorScheme.short[scheme],
  title: COLOR_SCHEME_LABELS[scheme],
}));

export type ColorSchemeSwitchProps = { className?: string; fullWidth?: boolean };

/** Авто / Светлая / Тёмная. Needs a `<ColorSchemeProvider>` above it. */
export function ColorSchemeSwitch({ className, fullWidth }: ColorSchemeSwitchProps) {
  const { scheme, setScheme } = useColorScheme();
  return (
    <SegmentedControl<ColorScheme>
      options={options}
      value={scheme}
      onValueChange={setScheme}
      aria-label={messages.colorScheme.label}
      className={className}
      fullWidth={fullWidth}
    />
  );
}
