import { useShellConfig } from '@mesto/app-shell';
import type { ReactNode } from 'react';

type PeopleScreenProps = {
  title: string;
  /** The tab's title when it should say more than the heading (the person's name). */
  documentTitle?: string | undefined;
  description?: string;
  /** The content carries the page's h1 itself (a profile is headed by the person's name beside their photo). */
  ownHeading?: boolean;
  /** The screen's own head tags (`PageMeta`) in place of the bare title. */
  meta?: ReactNode;
  children: ReactNode;
};

/** A screen of the people section: its title (and the document title), a line on what it is for, the content. */
export function PeopleScreen({
  title,
  documentTitle,
  description,
  ownHeading = false,
  meta,
  children,
}: PeopleScreenProps) {
  const shell = useShellConfig();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      {meta ?? <title>{shell.documentTitle(documentTitle ?? title)}</title>}
      {ownHeading ? null : (
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {description === undefined ? null : <p className="text-lg text-muted-foreground">{description}</p>}
        </div>
      )}
      {children}
    </section>
  );
}
