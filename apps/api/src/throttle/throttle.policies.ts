/**
 * What one counter of a policy is kept for: the client's address, the e-mail address a request names, the signed-in
 * user, or the thing being guessed at (a share link).
 */
export type ThrottleKeyPart = 'address' | 'email' | 'user' | 'target';

export interface ThrottlePolicy {
  /** One counter per distinct value of these parts. */
  key: readonly ThrottleKeyPart[];
  /** Every attempt counts, or only those that failed (a 4xx answer); a success takes its point back. */
  counts: 'attempts' | 'failures';
  /** Attempts allowed in the window (multiplied by TEST_THROTTLE_FACTOR, which only test suites set). */
  points: number;
  /** The window starts at the first counted attempt and ends this many seconds later. */
  windowSeconds: number;
  /**
   * Once the points are used up: instead of refusing until the window ends, let one attempt through every this many
   * seconds (slowing a guesser down without locking the owner out).
   */
  slowDownSeconds?: number;
  /** A success forgets every failure of the counter, not only its own point. */
  forgetOnSuccess?: boolean;
  /** The 429's message; "Try again in …" is added. */
  refusal: string;
}

/**
 * Every throttle of the API, like access.rules.ts: one line a policy. Limits are set where a guess is cheap and an
 * honest family (a household behind one address, a grandparent mistyping) never reaches them. Counters live in
 * Redis in scaled mode (shared by every API process) and in memory in embedded mode (ThrottleService).
 *
 * Applied: sign-in (AuthService.verifyCredentials, all three `sign-in` policies), `register`, `invitation.accept`
 * (accepting and describing a token), `email.verify`, `email.resend` and `download.create` (@Throttled on their
 * routes); `password.reset` and `password.reset.address` (PasswordResetService.forgot), `password.reset.token`
 * (@Throttled), `account.password` (AccountService), `two-factor` (TwoFactorService), `share-link.unlock`
 * (SharedService.unlock), `sso.start` (@Throttled on GET /auth/oidc/login).
 */
export const THROTTLE_POLICIES = {
  /** Guessing one account's password from one address. */
  'sign-in': { key: ['address', 'email'], counts: 'failures', points: 10, windowSeconds: 15 * 60, forgetOnSuccess: true, refusal: 'Too many failed sign-in attempts.' },
  /** Trying passwords over many accounts from one address (a household makes a few typos, never thirty). */
  'sign-in.address': { key: ['address'], counts: 'failures', points: 30, windowSeconds: 15 * 60, refusal: 'Too many failed sign-in attempts from your network.' },
  /**
   * One account guessed from many addresses: slowed, never locked, so an attacker cannot keep the owner out; a
   * browser that signed in to the account before skips it (the known-device cookie).
   */
  'sign-in.account': {
    key: ['email'],
    counts: 'failures',
    points: 20,
    windowSeconds: 60 * 60,
    slowDownSeconds: 60,
    forgetOnSuccess: true,
    refusal: 'Too many failed sign-in attempts for this account: one attempt a minute is allowed for now.',
  },
  /** Account creation from one address; also what keeps "this e-mail is taken" answers from listing accounts fast. */
  register: { key: ['address'], counts: 'attempts', points: 20, windowSeconds: 60 * 60, refusal: 'Too many accounts created from your network.' },
  /** Invitation tokens that did not work, from one address. */
  'invitation.accept': { key: ['address'], counts: 'failures', points: 20, windowSeconds: 15 * 60, refusal: 'Too many invitation links that did not work.' },
  /** E-mail verification tokens that did not work, from one address. */
  'email.verify': { key: ['address'], counts: 'failures', points: 20, windowSeconds: 15 * 60, refusal: 'Too many verification links that did not work.' },
  /** Verification e-mails one account asks for. */
  'email.resend': { key: ['user'], counts: 'attempts', points: 5, windowSeconds: 60 * 60, refusal: 'Too many verification e-mails asked for.' },
  /**
   * Zip links one account makes (POST /families/{id}/downloads): each fixes up to 10,000 photo ids in a table for ten
   * minutes, so a script must not make them without end; a person downloading selection after selection makes a few.
   */
  'download.create': { key: ['user'], counts: 'attempts', points: 60, windowSeconds: 60 * 60, refusal: 'Too many downloads made.' },
  /** Reset e-mails sent to one address, whoever asks: no mailbox is flooded. */
  'password.reset': { key: ['email'], counts: 'attempts', points: 5, windowSeconds: 60 * 60, refusal: 'Too many password reset e-mails asked for this address.' },
  /** Reset requests from one client address, over any e-mail addresses. */
  'password.reset.address': { key: ['address'], counts: 'attempts', points: 20, windowSeconds: 60 * 60, refusal: 'Too many password reset requests from your network.' },
  /** Wrong current passwords given to change one's password, address or delete one's account. */
  'account.password': { key: ['user'], counts: 'failures', points: 10, windowSeconds: 15 * 60, refusal: 'Too many wrong passwords.' },
  /** Wrong two-factor codes (app or recovery codes) for one account: at the second sign-in step and in its settings. */
  'two-factor': { key: ['user'], counts: 'failures', points: 10, windowSeconds: 15 * 60, refusal: 'Too many wrong two-factor codes.' },
  /** Wrong passwords for one share link from one address (issue 15: 10 in 15 minutes). */
  'share-link.unlock': { key: ['target', 'address'], counts: 'failures', points: 10, windowSeconds: 15 * 60, refusal: 'Too many wrong passwords for this link.' },
  /** Single sign-on attempts begun from one address: each keeps a session (its state, nonce and PKCE verifier). */
  'sso.start': { key: ['address'], counts: 'attempts', points: 60, windowSeconds: 15 * 60, refusal: 'Too many single sign-on attempts from your network.' },
  /** Reset links that did not work, from one address. */
  'password.reset.token': { key: ['address'], counts: 'failures', points: 20, windowSeconds: 15 * 60, refusal: 'Too many password reset links that did not work.' },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottlePolicyName = keyof typeof THROTTLE_POLICIES;

export const throttlePolicy = (name: ThrottlePolicyName): ThrottlePolicy => THROTTLE_POLICIES[name];
