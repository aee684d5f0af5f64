import { containsPattern } from './like-pattern';

describe(containsPattern.name, () => {
  it.each([
    ['ann', '%ann%'],
    ['50%', '%50!%%'],
    ['a_b', '%a!_b%'],
    ['wow!', '%wow!!%'],
  ])('escapes %p as %p', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
