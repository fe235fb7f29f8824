import { describe, expect, it } from 'vitest';
import { blockMessages } from './messages.ts';

describe('blocking, in words that agree', () => {
  it('says «заблокирована» of a woman, «заблокирован» of a man, and needs no gender when it is not known', () => {
    expect(blockMessages.blocked('Елена Павлова', 'FEMALE')).toBe('Елена Павлова заблокирована');
    expect(blockMessages.blocked('Пётр Назойливый', 'MALE')).toBe('Пётр Назойливый заблокирован');
    expect(blockMessages.unblocked('Елена Павлова', null)).toBe('Вы разблокировали: Елена Павлова');
    expect(blockMessages.confirmEffects('FEMALE').join(' ')).toContain('Она об этом не узнает');
    expect(blockMessages.confirmEffects('MALE').join(' ')).toContain('Его мнения');
  });

  it('never writes both forms at once («(а)»)', () => {
    for (const gender of ['MALE', 'FEMALE', null] as const) {
      const lines = [
        blockMessages.blocked('Имя', gender),
        blockMessages.unblocked('Имя', gender),
        ...blockMessages.confirmEffects(gender),
      ];
      for (const line of lines) expect(line).not.toMatch(/\((а|ла|ась)\)/);
    }
  });
});
