import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

/** A fact whose value is another page of the site (the event's place, its organiser, a room's event): a link to it. */
export function LinkFact({
  label,
  to,
  children,
  detail,
}: {
  label: string;
  to: string;
  /** The page's name, the link's text. */
  children: ReactNode;
  /** A line under the link (the place's address). */
  detail?: ReactNode;
}) {
  return (
    <Fact label={label}>
      <Link to={to} className={textLinkClass}>
        {children}
      </Link>
      {detail === undefined ? null : <span className="block text-sm text-muted-foreground">{detail}</span>}
    </Fact>
  );
}
