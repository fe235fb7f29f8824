import type { LinkComponentProps } from '@mesto/ui';
import { Link } from 'react-router';

/** The router's link in the shape the cards of @mesto/ui take; an absolute address (the public site) is a plain link. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
