import { cn } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useShellConfig } from '../shell-config.tsx';

export type ScreenPlaceholderProps = {
  title: string;
  /** One Russian line of what the screen will hold; its content comes with the catalogue and social issues. */
  description: string;
  children?: ReactNode;
  /** The app's width and spacing of a screen. */
  className?: string;
};

/** The screen title (also the document title) and what the screen is for. */
export function ScreenPlaceholder({ title, description, children, className }: ScreenPlaceholderProps) {
  const { documentTitle } = useShellConfig();
  return (
    <section className={cn('flex w-full flex-col gap-3 px-4 py-8', className)}>
      <title>{documentTitle(title)}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
