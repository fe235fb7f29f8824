import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-8 text-xs', md: 'size-11 text-base', lg: 'size-16 text-xl', xl: 'size-24 text-3xl' } as const;

// Soft backgrounds so the same person always gets the same colour, readable in both schemes.
const palette = [
  'bg-primary-soft text-primary-soft-foreground',
  'bg-success-soft text-success-soft-foreground',
  'bg-warn-soft text-warn-soft-foreground',
  'bg-info-soft text-info-soft-foreground',
  'bg-danger-soft text-danger-soft-foreground',
] as const;

/**
 * The first letters of the first two words that have any: 'Анна Петрова' → 'АП', 'Кофейня «Зерно»' → 'КЗ',
 * 'Джаз-клуб «Синкопа»' → 'ДС', 'клуб' → 'К'. Quotes, dashes and numbers are not letters, so a word of them alone
 * is skipped; '' → '?'.
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters === '' ? '?' : letters.toLocaleUpperCase('ru-RU');
}

function paletteIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % palette.length;
}

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Whose picture it is: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null | undefined;
  size?: keyof typeof sizes;
};

/**
 * A person's or a place's picture, or their initials on a colour of their own. The initials stand under the picture
 * until it has loaded and stay when it cannot be loaded; one image for a screen reader either way. Server-rendered
 * with its picture (no flash of initials on a page that has the photo).
 */
export function Avatar({ name, src, size = 'md', className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full',
        sizes[size],
        className,
      )}
      {...props}
    >
      <span
        className={cn('flex size-full items-center justify-center font-semibold', palette[paletteIndex(name)])}
        {...(picture ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </span>
      {picture ? (
        <img
          src={picture}
          alt={name}
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailed(picture)}
        />
      ) : null}
    </span>
  );
}
