import type { ReactNode } from 'react';
import { messages } from '../messages.ts';

export type ScreenPlaceholderProps = {
  title: string;
  /** One Russian line of what the screen will hold; its content comes with the catalogue and social issues. */
  description: string;
  children?: ReactNode;
};

/** The screen title (also the document title) and what the screen is for. */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-8 sm:py-12">
      <title>{messages.documentTitle(title)}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
