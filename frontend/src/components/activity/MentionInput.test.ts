import { describe, expect, it } from 'vitest';
import { isTypingMention, mentionedIn } from './MentionInput';

describe('mentionedIn', () => {
  const ada = { id: 1, name: 'Ada Admin' };
  const bo = { id: 2, name: 'Bo' };

  it('keeps the picked people whose @name is still in the text, once each', () => {
    expect(mentionedIn('Hi @Ada Admin and @Bo!', [ada, bo, ada])).toEqual([1, 2]);
    expect(mentionedIn('Hi @Bo', [ada, bo])).toEqual([2]);
    expect(mentionedIn('Hi Ada Admin', [ada])).toEqual([]);
  });
});

describe('isTypingMention', () => {
  it('is true while an @name is being typed at the end', () => {
    expect(isTypingMention('Look @')).toBe(true);
    expect(isTypingMention('@Ad')).toBe(true);
    expect(isTypingMention('Look @Ada Admin ')).toBe(false);
    expect(isTypingMention('mail me at a@b')).toBe(false);
  });
});
