import { describe, expect, it } from 'vitest';
import { fuzzyDateProblem } from './fuzzyDate';

describe('fuzzyDateProblem', () => {
  it('accepts what the server reads, and nothing typed at all', () => {
    for (const text of ['', '  ', 'about 1950', 'early 1960s', "summer '75", 'Christmas 1982', '3/1990']) expect(fuzzyDateProblem(text)).toBeNull();
  });

  it('says why a text cannot be read, with the accepted forms', () => {
    expect(fuzzyDateProblem('when grandpa was young')).toMatch(/Try one of these forms/);
  });
});
