import { useShellConfig } from '@mesto/app-shell';
import type { ReactNode } from 'react';

/** A panel screen of the users section: its title (also the document title), what it is for, the content. */
export function UsersScreen({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const shell = useShellConfig();
  return (
    <section className="flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8 sm:py-10">
      <title>{shell.documentTitle(title)}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
