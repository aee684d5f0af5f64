import { describe, expect, it } from 'vitest';
import { formatBackupSize, formatDuration, formatDate, formatPhotoDate, localDay } from './format';

describe('formatDate', () => {
  it('formats like Jan 5, 2024', () => {
    expect(formatDate('2024-01-05T10:30:00')).toBe('Jan 5, 2024');
    expect(formatDate('2024-12-25')).toBe('Dec 25, 2024');
  });
  it('never moves a bare day to another day', () => {
    expect(formatDate('2024-01-01')).toBe('Jan 1, 2024');
  });
  it('is empty for missing values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatPhotoDate', () => {
  const base = { taken_date: null, fuzzy_date_text: null, taken_date_precision: null };
  it('prefers the fuzzy date, named as its group names it (the typed text when its range is unknown)', () => {
    expect(formatPhotoDate({ ...base, fuzzy_date_text: "summer '92", taken_date: '1992-06-01' })).toBe("summer '92");
    expect(
      formatPhotoDate({ ...base, fuzzy_date_text: "summer '92", taken_date_precision: 'month', date_range_start: '1992-06-01', date_range_end: '1992-08-31', date_certainty: 'exact' }),
    ).toBe('Summer 1992');
  });
  it('shows the taken date at its precision', () => {
    expect(formatPhotoDate({ ...base, taken_date: '2019-07-14T09:00:00' })).toBe('July 14, 2019');
    expect(formatPhotoDate({ ...base, taken_date: '1990-03-01', taken_date_precision: 'month' })).toBe('March 1990');
    expect(formatPhotoDate({ ...base, taken_date: '1985-01-01', taken_date_precision: 'year' })).toBe('1985');
    expect(formatPhotoDate({ ...base, taken_date: '1983-01-01', taken_date_precision: 'decade' })).toBe('1980s');
  });
  it("says 'Undated' without a date, as the group it is under", () => {
    expect(formatPhotoDate(base)).toBe('Undated');
  });
});

describe('formatBackupSize', () => {
  it('shows MB below 1024 MB', () => {
    expect(formatBackupSize(0)).toBe('0 MB');
    expect(formatBackupSize(512)).toBe('512 MB');
    expect(formatBackupSize(1023.99)).toBe('1023.99 MB');
  });
  it('shows GB with 2 decimals from 1024 MB', () => {
    expect(formatBackupSize(1024)).toBe('1.00 GB');
    expect(formatBackupSize(1536)).toBe('1.50 GB');
    expect(formatBackupSize(10 * 1024 + 10)).toBe('10.01 GB');
  });
  it('shows a dash when the size is unknown', () => {
    expect(formatBackupSize(null)).toBe('-');
  });
});

describe('localDay', () => {
  it("is the browser's local day", () => {
    expect(localDay(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(localDay(new Date(2024, 0, 1, 0, 1))).toBe('2024-01-01');
  });
});

describe('formatDuration', () => {
  it('shows m:ss under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3599)).toBe('59:59');
  });
  it('shows h:mm:ss from an hour', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(36000 + 61)).toBe('10:01:01');
  });
  it('is null when the length is unknown', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});
