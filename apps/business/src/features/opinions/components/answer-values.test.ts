import { FEEDBACK_TEXT_RULE } from '@mesto/domain';
import { describe, expect, it } from 'vitest';
import { checkAnswer, toAnswerBody, toAnswerValues } from './answer-values.ts';

describe('answer values', () => {
  it('asks for a text and keeps it within the rule the server applies', () => {
    expect(checkAnswer({ text: '   ', tags: [] })).toEqual({ text: FEEDBACK_TEXT_RULE.required });
    expect(checkAnswer({ text: 'x'.repeat(FEEDBACK_TEXT_RULE.max + 1), tags: [] }).text).toBeDefined();
    expect(checkAnswer({ text: 'Спасибо, ждём снова!', tags: ['DRINKS'] })).toEqual({});
  });

  it('starts from the saved answer, and sends the text trimmed', () => {
    expect(toAnswerValues(null)).toEqual({ text: '', tags: [] });
    expect(toAnswerValues({ text: 'Спасибо', tags: ['INTERIOR', 'BEER'] })).toEqual({
      text: 'Спасибо',
      tags: ['BEER', 'INTERIOR'],
    });
    expect(toAnswerBody('op', { text: ' Спасибо \n', tags: ['BEER'] })).toEqual({
      opinionId: 'op',
      text: 'Спасибо',
      tags: ['BEER'],
    });
  });
});
