import { describe, expect, it } from 'vitest';
import { datePayload, dateEntryFromPhoto, switchDateMode } from './photoDate';

describe('datePayload', () => {
  it('sends trimmed fuzzy text when there is some, even with an exact date', () => {
    expect(datePayload({ exact: '2020-01-01', fuzzy: '  summer 92 ' })).toEqual({ fuzzy_date: 'summer 92' });
  });
  it('sends the exact day when the fuzzy text is blank', () => {
    expect(datePayload({ exact: '2020-01-01', fuzzy: '   ' })).toEqual({ taken_date: '2020-01-01' });
  });
  it('sends nothing when both are empty', () => {
    expect(datePayload({ exact: '', fuzzy: '' })).toEqual({});
  });
});

describe('switchDateMode', () => {
  it("clears the other mode's value", () => {
    expect(switchDateMode({ mode: 'exact', exact: '2020-01-01', fuzzy: '' }, 'fuzzy')).toEqual({
      mode: 'fuzzy',
      exact: '',
      fuzzy: '',
    });
    expect(switchDateMode({ mode: 'fuzzy', exact: '', fuzzy: '1980s' }, 'exact')).toEqual({
      mode: 'exact',
      exact: '',
      fuzzy: '',
    });
  });
  it('keeps the value when the mode does not change', () => {
    const value = { mode: 'fuzzy' as const, exact: '', fuzzy: '1980s' };
    expect(switchDateMode(value, 'fuzzy')).toBe(value);
  });
});

describe('dateEntryFromPhoto', () => {
  it('opens in fuzzy mode for a fuzzy photo and exact mode otherwise', () => {
    expect(dateEntryFromPhoto({ fuzzy_date_text: 'circa 1985', taken_date: '1985-01-01' }).mode).toBe('fuzzy');
    expect(dateEntryFromPhoto({ fuzzy_date_text: null, taken_date: '2019-07-14T09:00:00' })).toEqual({
      mode: 'exact',
      exact: '2019-07-14',
      fuzzy: '',
    });
  });
});
