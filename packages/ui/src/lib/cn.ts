import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class override an earlier one (`px-4` then `px-2` → `px-2`). Only
 * several parts can conflict: a single string (the common call, `cn(base, className)` without a `className`, or one
 * variant of a condition) is one author's list and comes back as it is, without tailwind-merge parsing it; in a
 * hydrating page that parsing of each new list was a fifth of the render.
 */
export function cn(...inputs: ClassValue[]): string {
  let only: ClassValue = null;
  let parts = 0;
  for (const input of inputs) {
    if (!input) continue;
    parts += 1;
    only = input;
  }
  if (parts === 0) return '';
  if (parts === 1 && typeof only === 'string') return only;
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables now. Its first call does it (10–25 ms of a 2-core machine's main thread, which a
 * phone's slower CPU multiplies); a page that hydrates calls this in a task of its own, so the first render that
 * merges classes does not carry it.
 */
export function prepareClassMerge(): void {
  twMerge('');
}
