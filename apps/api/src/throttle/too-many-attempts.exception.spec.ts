import { retryWording, TooManyAttemptsException } from './too-many-attempts.exception';

describe(TooManyAttemptsException.name, () => {
  it('answers 429 saying when to try again, in the message and in seconds for Retry-After', () => {
    const exception = new TooManyAttemptsException('Too many tries.', 14 * 60 * 1000 + 1);
    expect(exception.getStatus()).toBe(429);
    expect(exception.message).toBe('Too many tries. Try again in 15 minutes.');
    expect(exception.retryAfterSeconds).toBe(14 * 60 + 1);
  });

  it('never says 0', () => {
    expect(new TooManyAttemptsException('No.', 0).retryAfterSeconds).toBe(1);
  });

  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [89, '89 seconds'],
    [90, '2 minutes'],
    [15 * 60, '15 minutes'],
  ])('words %i seconds as "%s"', (seconds, words) => {
    expect(retryWording(seconds)).toBe(words);
  });
});
