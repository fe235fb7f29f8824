import { type ScreenPlaceholderProps, ScreenPlaceholder as ShellScreenPlaceholder } from '@mesto/app-shell';

/** A screen's title and purpose, centred at the site's width. */
export function ScreenPlaceholder(props: Omit<ScreenPlaceholderProps, 'className'>) {
  return <ShellScreenPlaceholder className="mx-auto max-w-6xl sm:py-12" {...props} />;
}
