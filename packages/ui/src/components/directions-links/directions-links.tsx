import { type GeoPoint, quoteName, twoGisRouteUrl, yandexMapsRouteUrl } from '@mesto/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/button.tsx';
import { MapPinIcon } from '../icons/icons.tsx';
import { directionsLinksMessages as text } from './messages.ts';

export type DirectionsLinksProps = {
  /** Where to: the place's point. */
  point: GeoPoint;
  /** The place's name, for the links' accessible names. */
  name: string;
  headingLevel?: 2 | 3;
  /** The heading's look, to match the sections around it. */
  headingClassName?: string;
  className?: string;
};

/**
 * «Как добраться»: a route from wherever the person is to the point in Yandex Maps and in 2GIS, each in a new tab (on
 * a phone the same links open the installed app).
 */
export function DirectionsLinks({
  point,
  name,
  headingLevel = 2,
  headingClassName = 'font-semibold',
  className,
}: DirectionsLinksProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const links = [
    { href: yandexMapsRouteUrl(point), label: text.yandex },
    { href: twoGisRouteUrl(point), label: text.twoGis },
  ];
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={headingId} className={headingClassName}>
        {text.title}
      </Heading>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={text.routeTo(link.label, quoteName(name))}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <MapPinIcon />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
