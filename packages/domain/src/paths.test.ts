import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import {
  businessChatsPath,
  businessOpinionsPath,
  chatPath,
  eventPath,
  homePath,
  opinionPath,
  opinionsPath,
  organisationPath,
  placePath,
  profilePath,
  roomPath,
} from './paths.ts';

describe('site paths', () => {
  it('are the pages the visitor site and the business panel route', () => {
    expect(homePath()).toBe('/');
    expect(placePath('k7m2x9qd')).toBe('/place/k7m2x9qd');
    expect(eventPath('20000001')).toBe('/event/20000001');
    expect(organisationPath('org00001')).toBe('/organisation/org00001');
    expect(profilePath('anna.k')).toBe('/profile/anna.k');
    expect(roomPath('r2d2')).toBe('/room/r2d2');
    expect(chatPath()).toBe('/chats');
    expect(chatPath('0b6e4e2c-1c1a-4c59-9d43-4b2c3d3f8a10')).toBe('/chats?chat=0b6e4e2c-1c1a-4c59-9d43-4b2c3d3f8a10');
    expect(opinionsPath()).toBe('/opinions');
    expect(opinionPath({ placeCode: 'p1' }, 'o1')).toBe('/place/p1#opinion-o1');
    expect(opinionPath({ eventCode: 'e1' }, 'o1')).toBe('/event/e1#opinion-o1');
    expect(businessChatsPath()).toBe('/business/chats');
    expect(businessOpinionsPath()).toBe('/business/opinions');
    expect(businessOpinionsPath('p1')).toBe('/business/opinions?place=p1');
  });

  it('keep a code that is not URL-safe inside its part of the path', () => {
    expect(placePath('a/b?c#d')).toBe('/place/a%2Fb%3Fc%23d');
    expect(eventPath('джаз вечер')).toBe('/event/%D0%B4%D0%B6%D0%B0%D0%B7%20%D0%B2%D0%B5%D1%87%D0%B5%D1%80');
    expect(chatPath('a&chat=b')).toBe('/chats?chat=a%26chat%3Db');
    expect(businessOpinionsPath('x&y')).toBe('/business/opinions?place=x%26y');
  });

  it('are exported from the package', () => {
    expect(domain.placePath).toBe(placePath);
    expect(domain.chatPath).toBe(chatPath);
  });
});
