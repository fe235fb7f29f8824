import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerge } from './cn.ts';

describe('cn', () => {
  it('lets a later part override an earlier one', () => {
    expect(cn('rounded-control px-4 py-2', 'px-2')).toBe('rounded-control py-2 px-2');
    expect(cn('text-muted-foreground', false, 'text-danger')).toBe('text-danger');
    expect(cn('p-4', { 'p-2': true }, ['m-1', 'm-3'])).toBe('p-2 m-3');
  });

  it('gives a single part back as it was written, whatever else was left out', () => {
    expect(cn('w-full border-separate text-base', undefined)).toBe('w-full border-separate text-base');
    expect(cn(false, 'sr-only', null, '')).toBe('sr-only');
    expect(cn()).toBe('');
    expect(cn(undefined, false)).toBe('');
  });

  it('merges the same after its tables were built ahead of time', () => {
    prepareClassMerge();
    expect(cn('bg-primary text-sm', 'bg-secondary')).toBe('text-sm bg-secondary');
  });
});
