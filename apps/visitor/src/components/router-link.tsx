import type { LinkComponentProps } from '@mesto/ui';
import { Link } from 'react-router';

/** The router's link in the shape the cards of @mesto/ui take, so they navigate without reloading. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
