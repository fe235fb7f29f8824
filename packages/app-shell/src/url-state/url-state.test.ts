import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseUrlState, writeUrlState } from './url-state.ts';

const schema = z.object({
  q: z.string().max(20).catch('').default(''),
  sort: z.enum(['new', 'name']).catch('new').default('new'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  tags: z.array(z.enum(['jazz', 'rock', 'folk'])).default([]),
  free: z.stringbool().catch(false).default(false),
  user: z.uuid().optional(),
});

const parse = (search: string) => parseUrlState(schema, new URLSearchParams(search));

describe('parseUrlState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ q: '', sort: 'new', page: 1, tags: [], free: false, user: undefined });
  });

  it('reads typed values, arrays from repeated parameters', () => {
    expect(parse('q=%D0%B0%D0%BD%D0%BD%D0%B0&sort=name&page=3&tags=jazz&tags=folk&free=true')).toMatchObject({
      q: 'анна',
      sort: 'name',
      page: 3,
      tags: ['jazz', 'folk'],
      free: true,
    });
  });

  it('falls back to the default for each bad value and never throws', () => {
    expect(parse(`sort=popular&page=-2&free=maybe&user=not-a-uuid&q=${'x'.repeat(50)}`)).toEqual({
      q: '',
      sort: 'new',
      page: 1,
      tags: [],
      free: false,
      user: undefined,
    });
  });

  it('keeps the good items of an array with a bad one', () => {
    expect(parse('tags=jazz&tags=polka&tags=rock').tags).toEqual(['jazz', 'rock']);
  });
});

describe('writeUrlState', () => {
  const write = (search: string, patch: Parameters<typeof writeUrlState<typeof schema>>[2]) =>
    writeUrlState(schema, new URLSearchParams(search), patch).toString();

  it('writes arrays as repeated parameters and keeps parameters the schema does not know', () => {
    expect(write('redirect=%2Fx', { tags: ['jazz', 'rock'], sort: 'name' })).toBe(
      'redirect=%2Fx&tags=jazz&tags=rock&sort=name',
    );
  });

  it('leaves defaults and empty values out, so links stay short', () => {
    expect(write('q=a&sort=name&page=2&tags=jazz', { q: '', sort: 'new', page: 1, tags: [] })).toBe('');
  });

  it('round-trips what it writes', () => {
    const values: Partial<z.output<typeof schema>> = {
      q: 'кофе на Покровке',
      sort: 'name',
      page: 4,
      tags: ['folk'],
      free: true,
    };
    expect(parse(write('', values))).toMatchObject(values);
  });
});
