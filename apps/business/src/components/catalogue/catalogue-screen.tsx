import { useShellConfig } from '@mesto/app-shell';
import type { ReactNode } from 'react';

/**
 * A catalogue screen of the panel: its title (also the document title), what it is for, the buttons of the screen
 * (e.g. «Новое место») and the content, at the panel's width beside the sidebar.
 */
export function CatalogueScreen({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const shell = useShellConfig();
  return (
    <section className="flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8 sm:py-10">
      <title>{shell.documentTitle(title)}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
          {description === undefined ? null : <p className="text-lg text-muted-foreground">{description}</p>}
        </div>
        {actions === undefined ? null : <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
