import { ACTIVITY_EXCERPT, excerpt } from './activity-excerpt';

describe('excerpt', () => {
  it('keeps a text within the limit whole, its runs of white space made one space', () => {
    expect(excerpt('  A day\n\nat the   beach \t')).toBe('A day at the beach');
    const exact = 'x'.repeat(ACTIVITY_EXCERPT);
    expect(excerpt(exact)).toBe(exact);
  });

  it('cuts a longer text at the last word that fits, with an ellipsis', () => {
    const words = 'Grandma remembered the whole day at the beach with all of the cousins and the dog '.repeat(3);
    const cut = excerpt(words);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(ACTIVITY_EXCERPT);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
  });

  it('cuts mid-word where the only space is in the first half', () => {
    expect(excerpt(`ab ${'c'.repeat(200)}`)).toBe(`ab ${'c'.repeat(ACTIVITY_EXCERPT - 3)}…`);
  });

  it('counts characters, not UTF-16 units: emoji are never split and count one each', () => {
    const emoji = '😀'.repeat(ACTIVITY_EXCERPT);
    expect(emoji.length).toBe(2 * ACTIVITY_EXCERPT);
    expect(excerpt(emoji)).toBe(emoji);
    const longer = excerpt('😀'.repeat(ACTIVITY_EXCERPT + 5));
    expect(longer).toBe(`${'😀'.repeat(ACTIVITY_EXCERPT)}…`);
    expect([...longer.slice(0, -1)].every((character) => character === '😀')).toBe(true);
  });
});
