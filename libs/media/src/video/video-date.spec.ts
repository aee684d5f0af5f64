import { videoTakenDate } from './video-date';

describe(videoTakenDate.name, () => {
  it('keeps the local wall clock of an iPhone creation date', () => {
    expect(videoTakenDate({ 'com.apple.quicktime.creationdate': '2019-07-14T12:30:05+0200', creation_time: '2019-07-14T10:30:05.000000Z' })).toBe('2019-07-14T12:30:05');
  });

  it('falls back to creation_time in UTC', () => {
    expect(videoTakenDate({ creation_time: '2019-07-14T10:30:00.000000Z' })).toBe('2019-07-14T10:30:00');
  });

  it.each([[{}], [{ creation_time: 'garbage' }], [{ creation_time: '1970-01-01T00:00:00.000000Z' }], [{ creation_time: '1904-01-01T00:00:00Z' }]])(
    'answers null for %p',
    (tags) => {
      expect(videoTakenDate(tags)).toBeNull();
    },
  );
});
