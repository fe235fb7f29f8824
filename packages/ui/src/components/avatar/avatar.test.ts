import { describe, expect, it } from 'vitest';
import { initials } from './avatar.tsx';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Анна Петрова')).toBe('АП');
    expect(initials('Анна Мария Петрова')).toBe('АМ');
    expect(initials('клуб')).toBe('К');
  });

  it('skips quotes and punctuation: a name in «ёлочки» gets the letters of its words', () => {
    expect(initials('Кофейня «Зерно»')).toBe('КЗ');
    expect(initials('Джаз-клуб «Синкопа»')).toBe('ДС');
    expect(initials('"Bar" (old town)')).toBe('BO');
    expect(initials('— Мария —')).toBe('М');
  });

  it('skips words without letters, such as numbers', () => {
    expect(initials('Бар 34')).toBe('Б');
    expect(initials('1984 кафе')).toBe('К');
    expect(initials('@anna')).toBe('A');
  });

  it('gives «?» when there is no letter at all', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('«» 42')).toBe('?');
  });
});
