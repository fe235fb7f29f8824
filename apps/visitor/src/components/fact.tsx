import type { ReactNode } from 'react';

/** A link inside running text: underlined, in the accent colour. */
export const textLinkClass = 'text-primary underline underline-offset-2 hover:no-underline';

/** One fact of a page's description list («Когда», «Где», «Организатор»…): its label above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}
