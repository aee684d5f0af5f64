/** The typed configuration every process works from. Built once by loadConfig(); nothing else reads process.env. */

/**
 * Who may create an account: anyone (open), only addresses a family has invited (invite), or nobody (closed). The
 * first account of an installation, its platform admin, may always.
 */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export type DatabaseConfig =
  | { type: 'sqlite'; path: string }
  | { type: 'mysql'; url: string };

/** Single sign-on with an OpenID Connect provider (OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET together). */
export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_BUTTON_TEXT: what the sign-in page's button says (default "Sign in with SSO"). */
  buttonText: string;
  /** OIDC_ONLY: the provider is the only way in; password sign-in and registration answer 403. */
  only: boolean;
}

export interface AppConfig {
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** Set in scaled mode: sessions, login throttling and job queues live in Redis. */
  redisUrl?: string;
  storageDir: string;
  sessionSecret: string;
  /** Uploads that would take the photos' storage past this many GiB are refused (fractions allowed). */
  storageLimitGb: number;
  /** Largest photo accepted, in MB (fractions allowed). */
  maxUploadMb: number;
  /** Largest video accepted, in MB (fractions allowed). */
  maxVideoMb: number;
  maxBulkFiles: number;
  /** FFMPEG_PATH / FFPROBE_PATH: system binaries to run instead of those shipped by the npm packages (unset). */
  ffmpegPath?: string;
  ffprobePath?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public origin of the app, used in e-mailed links and for the same-origin check. */
  appUrl?: string;
  registration: RegistrationMode;
  workerConcurrency: number;
  /** How long a worker's job lock lasts: a worker that dies mid-job has its job taken over after about this long. */
  jobLockSeconds: number;
  cookieSecure: boolean;
  /** REQUIRE_ADMIN_2FA: platform admins set up two-factor sign-in before the admin panel opens to them. */
  requireAdmin2fa: boolean;
  /** Set when single sign-on is configured. */
  oidc?: OidcConfig;
  /** Express "trust proxy" value: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  backupCron: string;
  backupKeep: number;
  /** TRASH_DAYS (default 30): how long a deleted photo waits in its family's trash before it is purged for good. */
  trashDays: number;
  /** AUDIT_DAYS (default 365): how long an event of the audit trail is kept before the scheduled purge removes it. */
  auditDays: number;
  bcryptRounds: number;
  /**
   * Test suites only (TEST_THROTTLE_FACTOR, default 1): multiplies every throttle's allowance, for suites that make
   * hundreds of accounts from 127.0.0.1 in one app. The throttle specs run with 1, the real limits.
   */
  testThrottleFactor: number;
  /**
   * Test suites only (TEST_FORCE_ZIP64, default false): download archives are written in ZIP64 form whatever their
   * size, so the path taken past 4 GiB or 65,535 entries is tested on a small archive.
   */
  testForceZip64: boolean;
  /**
   * Test suites only (TEST_DIGEST_NOW, an ISO instant; unset in production): the e-mail digests are planned and
   * written as if it were this instant, so a test pins 08:00 in a time zone without waiting for it.
   */
  testDigestNow?: Date;
  /** How long the body of a request other than an upload may take to arrive; a slower one is cut off with 408. */
  bodyTimeoutSeconds: number;
  /** Search answers kept in each API process, served while nothing they searched changed; 0 keeps none. */
  searchCacheEntries: number;
  /** On This Day answers kept in each API process, one per family and day, served while the family's photos are unchanged; 0 keeps none. */
  onThisDayCacheEntries: number;
  /** Where the built web client lives; served at / when it exists. */
  webDir: string;
}

export const isScaled = (config: AppConfig): boolean => Boolean(config.redisUrl);
