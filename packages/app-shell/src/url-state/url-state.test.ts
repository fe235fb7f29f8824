import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseUrlState, type UrlStateSchema, writeUrlState } from './url-state.ts';

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

describe('hand-written UrlParams', () => {
  const params = {
    q: { kind: 'text', max: 20 },
    place: { kind: 'text', max: 10, trim: true },
    sort: { kind: 'choice', choices: ['new', 'name'], fallback: 'new' },
    answered: { kind: 'choice', choices: ['true', 'false'] },
    free: { kind: 'flag' },
    lat: { kind: 'number', min: -90, max: 90 },
    stars: { kind: 'number', min: 1, max: 5, integer: true },
    from: { kind: 'day' },
    at: { kind: 'uuid' },
    tags: { kind: 'list', of: ['jazz', 'rock', 'folk'] },
    features: { kind: 'list', of: 'uuid' },
  } satisfies UrlStateSchema;

  // The zod schema these parameters replaced on the public pages: both must read every link the same way.
  const replaced = z.object({
    q: z.string().max(20).catch('').default(''),
    place: z.string().trim().min(1).max(10).optional().catch(undefined),
    sort: z.enum(['new', 'name']).catch('new').default('new'),
    answered: z.enum(['true', 'false']).optional().catch(undefined),
    free: z.stringbool().catch(false).default(false),
    lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
    stars: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
    from: z.iso.date().optional().catch(undefined),
    at: z.uuid().optional().catch(undefined),
    tags: z.array(z.enum(['jazz', 'rock', 'folk'])).default([]),
    features: z.array(z.uuid()).default([]),
  });

  const uuid = '0b6f3c1e-8d2a-4f4b-9c3d-2a1e5f6b7c8d';
  const links = [
    '',
    `q=${'x'.repeat(20)}&place=%20%20Кофейня%20&sort=name&answered=false&free=YES&lat=55.75&stars=4&from=2024-02-29&at=${uuid}&tags=folk&features=${uuid}`,
    `q=${'x'.repeat(21)}&place=%20%20&sort=popular&answered=maybe&free=maybe&lat=91&stars=4.5&from=2026-02-29&at=nope&tags=polka&features=nope`,
    'place=слишком-длинное-место&free=0&free=1&lat=&stars=0&from=2026-13-01&tags=jazz&tags=polka&tags=rock&tags=jazz',
    'free=enabled&lat=-90&stars=5&from=0000-02-29&at=FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF&lat=12',
    'free=&lat=Infinity&stars=1e0&from=2026-1-01&at=0b6f3c1e-8d2a-0f4b-9c3d-2a1e5f6b7c8d&sort=NAME',
    'lat=%201e1%20&stars=0x3&from=2026-04-31&q=%20джаз%20',
  ];

  it.each(links)('read %j as the zod schema they replaced did', (link) => {
    const search = new URLSearchParams(link);
    expect(parseUrlState(params, search)).toEqual(parseUrlState(replaced, search));
  });

  it('give the defaults for an empty query and read good values', () => {
    expect(parseUrlState(params, new URLSearchParams(''))).toEqual({
      q: '',
      place: undefined,
      sort: 'new',
      answered: undefined,
      free: false,
      lat: undefined,
      stars: undefined,
      from: undefined,
      at: undefined,
      tags: [],
      features: [],
    });
    expect(parseUrlState(params, new URLSearchParams(links[1]))).toEqual({
      q: 'x'.repeat(20),
      place: 'Кофейня',
      sort: 'name',
      answered: 'false',
      free: true,
      lat: 55.75,
      stars: 4,
      from: '2024-02-29',
      at: uuid,
      tags: ['folk'],
      features: [uuid],
    });
  });

  it('write only what differs from the defaults, and read back what they wrote', () => {
    const values = {
      q: 'кофе',
      sort: 'name',
      free: true,
      lat: -12.5,
      from: '2026-11-29',
      tags: ['jazz', 'rock'],
    } as const;
    const link = writeUrlState(params, new URLSearchParams('redirect=%2Fx'), {
      ...values,
      tags: [...values.tags],
      answered: undefined,
      stars: undefined,
    });
    expect(link.toString()).toBe(
      'redirect=%2Fx&q=%D0%BA%D0%BE%D1%84%D0%B5&sort=name&free=true&lat=-12.5&from=2026-11-29&tags=jazz&tags=rock',
    );
    expect(parseUrlState(params, link)).toMatchObject(values);
    expect(
      writeUrlState(params, link, {
        q: '',
        sort: 'new',
        free: false,
        lat: undefined,
        from: undefined,
        tags: [],
      }).toString(),
    ).toBe('redirect=%2Fx');
  });
});
