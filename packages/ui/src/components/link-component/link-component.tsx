import type { ComponentType, ReactNode } from 'react';

export type LinkComponentProps = {
  href: string;
  className?: string | undefined;
  children: ReactNode;
  'aria-label'?: string | undefined;
};

/**
 * How a component of this package renders a link. The package knows no router: an app passes its own (a
 * react-router `Link` taking `href`) so that links inside cards and maps navigate without reloading the page.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: the default wherever an app passes no link of its own. */
export function PlainLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} {...props} />;
}
