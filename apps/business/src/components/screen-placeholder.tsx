import { type ScreenPlaceholderProps, ScreenPlaceholder as ShellScreenPlaceholder } from '@mesto/app-shell';

/** A panel screen's title and purpose, at the panel's width beside the sidebar. */
export function ScreenPlaceholder(props: Omit<ScreenPlaceholderProps, 'className'>) {
  return <ShellScreenPlaceholder className="max-w-5xl sm:px-8 sm:py-10" {...props} />;
}
