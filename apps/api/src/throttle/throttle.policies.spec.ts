import { THROTTLE_POLICIES, ThrottlePolicy } from './throttle.policies';

describe('THROTTLE_POLICIES', () => {
  const policies = Object.entries(THROTTLE_POLICIES) as Array<[string, ThrottlePolicy]>;

  it.each(policies)('%s is a complete policy', (_name, policy) => {
    expect(policy.key.length).toBeGreaterThan(0);
    expect(new Set(policy.key).size).toBe(policy.key.length);
    expect(Number.isInteger(policy.points) && policy.points > 0).toBe(true);
    expect(Number.isInteger(policy.windowSeconds) && policy.windowSeconds > 0).toBe(true);
    // The service adds "Try again in …": the refusal is a sentence of its own.
    expect(policy.refusal).toMatch(/^[A-Z].*\.$/);
    if (policy.slowDownSeconds !== undefined) expect(policy.slowDownSeconds).toBeLessThan(policy.windowSeconds);
  });

  it('has the policies other work applies by name', () => {
    expect(Object.keys(THROTTLE_POLICIES)).toEqual(
      expect.arrayContaining(['sign-in', 'sign-in.address', 'sign-in.account', 'register', 'invitation.accept', 'email.verify', 'email.resend', 'password.reset', 'password.reset.address', 'password.reset.token']),
    );
  });

  it('counts only failures where a success proves the guesser right, and slows rather than locks an account', () => {
    expect(THROTTLE_POLICIES['sign-in.account']).toMatchObject({ key: ['email'], counts: 'failures', slowDownSeconds: 60 });
    expect(THROTTLE_POLICIES['invitation.accept'].counts).toBe('failures');
    expect(THROTTLE_POLICIES.register.counts).toBe('attempts');
  });
});
