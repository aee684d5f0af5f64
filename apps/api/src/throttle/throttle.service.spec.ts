import { AppConfig } from '@heirloom/config';
import { ThrottleService } from './throttle.service';
import { TooManyAttemptsException } from './too-many-attempts.exception';

describe(ThrottleService.name, () => {
  // Memory counters (embedded mode); the Redis ones are the same library's, shared by the e2e specs in scaled mode.
  const service = (factor = 1) => new ThrottleService({ testThrottleFactor: factor } as AppConfig);
  const client = { address: '10.0.0.1', email: 'ada@example.com' };

  /** How many attempts in a row begin() lets through before it refuses (at most `limit`). */
  const allowedInARow = async (throttles: ThrottleService, begin: () => Promise<unknown>, limit = 100) => {
    for (let count = 0; count < limit; count++) {
      try {
        await begin();
      } catch (error) {
        if (error instanceof TooManyAttemptsException) return count;
        throw error;
      }
    }
    return limit;
  };

  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  describe('begin', () => {
    it('counts every attempt of an attempts policy, refusing with the time left in the window', async () => {
      const throttles = service();
      expect(await allowedInARow(throttles, () => throttles.begin(['register'], client))).toBe(20);
      const refusal = await throttles.begin(['register'], client).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TooManyAttemptsException);
      expect((refusal as TooManyAttemptsException).message).toBe('Too many accounts created from your network. Try again in 60 minutes.');
      expect((refusal as TooManyAttemptsException).retryAfterSeconds).toBe(3600);
      // Another address has its own counter; the window's end frees this one.
      await throttles.begin(['register'], { address: '10.0.0.2' });
      jest.advanceTimersByTime(3600 * 1000);
      await throttles.begin(['register'], client);
    });

    it('takes back the point of a success where only failures count', async () => {
      const throttles = service();
      for (let i = 0; i < 50; i++) await (await throttles.begin(['invitation.accept'], client)).succeeded();
      expect(await allowedInARow(throttles, () => throttles.begin(['invitation.accept'], client))).toBe(20);
    });

    it('forgets every failure of a counter on a success where the policy says so', async () => {
      const throttles = service();
      for (let i = 0; i < 9; i++) await throttles.begin(['sign-in'], client);
      await (await throttles.begin(['sign-in'], client)).succeeded();
      expect(await allowedInARow(throttles, () => throttles.begin(['sign-in'], client))).toBe(10);
    });

    it('lets one attempt a period through a slowing policy once its points are used up', async () => {
      const throttles = service();
      const account = () => throttles.begin(['sign-in.account'], client);
      expect(await allowedInARow(throttles, account)).toBe(21);
      const refusal = (await account().catch((error: unknown) => error)) as TooManyAttemptsException;
      expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(60);
      jest.advanceTimersByTime(60 * 1000);
      expect(await allowedInARow(throttles, account)).toBe(1);
    });

    it('gives back the points it counted under earlier policies when a later one refuses', async () => {
      const throttles = service();
      for (let i = 0; i < 30; i++) await throttles.begin(['sign-in.address'], { address: '10.0.0.1', email: `other${i}@example.com` });
      for (let i = 0; i < 5; i++) await expect(throttles.begin(['sign-in', 'sign-in.address'], client)).rejects.toBeInstanceOf(TooManyAttemptsException);
      // The refused attempts left nothing on ada's own counter: its ten are all still there.
      expect(await allowedInARow(throttles, () => throttles.begin(['sign-in'], client))).toBe(10);
    });

    it('multiplies every allowance by TEST_THROTTLE_FACTOR', async () => {
      const throttles = service(3);
      expect(await allowedInARow(throttles, () => throttles.begin(['register'], client))).toBe(60);
    });
  });

  describe('forget', () => {
    it('ends a slow-down at once', async () => {
      const throttles = service();
      for (let i = 0; i < 22; i++) await throttles.begin(['sign-in.account'], client).catch(() => undefined);
      await expect(throttles.begin(['sign-in.account'], client)).rejects.toBeInstanceOf(TooManyAttemptsException);
      await throttles.forget('sign-in.account', client);
      expect(await allowedInARow(throttles, () => throttles.begin(['sign-in.account'], client))).toBe(21);
    });
  });
});
