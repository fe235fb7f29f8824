import type { ReactNode } from 'react';

type CatalogueScreenProps = {
  /** The screen's heading (h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Under the heading, beside the description: badges, a line of facts. */
  meta?: ReactNode;
  children: ReactNode;
};

/** A catalogue screen (events, places, organisations) at the site's width: heading, a line on what it is, the content. */
export function CatalogueScreen({ title, description, meta, children }: CatalogueScreenProps) {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        {description === undefined ? null : <p className="text-lg text-muted-foreground">{description}</p>}
        {meta}
      </div>
      {children}
    </section>
  );
}
