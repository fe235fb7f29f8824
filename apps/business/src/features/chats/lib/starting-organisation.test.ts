import { describe, expect, it } from 'vitest';
import { startingOrganisation } from './starting-organisation.ts';

const cafes = { id: 'a', name: 'Волжские кофейни' };
const bars = { id: 'b', name: 'Нижегородские бары' };

describe('the organisation the chats screen opens on', () => {
  it('is the one whose chats wait to be read, not the first by name', () => {
    expect(
      startingOrganisation(
        [cafes, bars],
        null,
        new Map([
          ['a', 0],
          ['b', 2],
        ]),
      ),
    ).toBe(bars);
  });

  it('is the first when none waits, and the one of the link whatever waits', () => {
    expect(startingOrganisation([cafes, bars], null, new Map())).toBe(cafes);
    expect(startingOrganisation([cafes, bars], 'a', new Map([['b', 2]]))).toBe(cafes);
  });

  it('waits for the counts when there is a choice, and needs none without one', () => {
    expect(startingOrganisation([cafes, bars], null, null)).toBeUndefined();
    expect(startingOrganisation([cafes], null, null)).toBe(cafes);
    expect(startingOrganisation([], null, null)).toBeNull();
  });
});
