import { resolve, join } from 'node:path';
import { AppConfig, DatabaseConfig, REGISTRATION_MODES } from './app-config';
import { ConfigError } from './config.errors';
import { EnvReader } from './env-readers';
import { loadOrCreateSessionSecret } from './session-secret';
import { readOidc } from './oidc-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function readDatabase(env: EnvReader, dataDir: string): DatabaseConfig {
  const url = env.url('DATABASE_URL', ['mysql:', 'mariadb:', 'sqlite:']);
  if (!url) return { type: 'sqlite', path: join(dataDir, 'heirloom.db') };
  if (url.startsWith('sqlite:')) return { type: 'sqlite', path: resolve(url.slice('sqlite:'.length).replace(/^\/\//, '')) };
  return { type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}

function readTrustProxy(env: EnvReader): boolean | number | string {
  const raw = env.string('TRUST_PROXY');
  if (raw === undefined || /^(false|0|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/, -]+$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a list of addresses, got "${raw}"`);
}

function readAppUrl(env: EnvReader): string | undefined {
  const url = env.url('APP_URL', ['http:', 'https:']);
  return url?.replace(/\/+$/, '');
}

function readInstant(env: EnvReader, name: string): Date | undefined {
  const raw = env.string(name);
  if (raw === undefined) return undefined;
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime())) throw new ConfigError(name, `must be an ISO instant such as 2030-01-07T08:00:00Z, got "${raw}"`);
  return at;
}

function readCron(env: EnvReader): string {
  const cron = env.string('BACKUP_CRON') ?? '0 3 * * *';
  const fields = cron.split(/\s+/);
  if (fields.length < 5 || fields.length > 6) throw new ConfigError('BACKUP_CRON', `must be a cron expression, got "${cron}"`);
  return cron;
}

/** Reads and validates every variable of ARCHITECTURE.md; throws ConfigError naming the first bad one. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = new EnvReader(source);
  const dataDir = resolve(env.string('DATA_DIR') ?? './data');
  return {
    port: env.int('PORT', 3000, { min: 0, max: 65535 }),
    dataDir,
    database: readDatabase(env, dataDir),
    redisUrl: env.url('REDIS_URL', ['redis:', 'rediss:']),
    storageDir: resolve(env.string('STORAGE_DIR') ?? join(dataDir, 'storage')),
    sessionSecret: env.string('SESSION_SECRET') ?? loadOrCreateSessionSecret(dataDir),
    storageLimitGb: env.number('STORAGE_LIMIT_GB', 100),
    maxUploadMb: env.number('MAX_UPLOAD_MB', 50),
    maxVideoMb: env.number('MAX_VIDEO_MB', 2048),
    maxBulkFiles: env.int('MAX_BULK_FILES', 200, { min: 1, max: 10000 }),
    ffmpegPath: env.string('FFMPEG_PATH'),
    ffprobePath: env.string('FFPROBE_PATH'),
    smtpUrl: env.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.string('MAIL_FROM') ?? 'Heirloom <no-reply@heirloom.local>',
    appUrl: readAppUrl(env),
    registration: env.oneOf('REGISTRATION', REGISTRATION_MODES, 'open'),
    workerConcurrency: env.int('WORKER_CONCURRENCY', 2, { min: 1, max: 64 }),
    jobLockSeconds: env.int('JOB_LOCK_SECONDS', 30, { min: 1, max: 3600 }),
    cookieSecure: env.bool('COOKIE_SECURE', false),
    requireAdmin2fa: env.bool('REQUIRE_ADMIN_2FA', false),
    oidc: readOidc(env),
    trustProxy: readTrustProxy(env),
    logLevel: env.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    backupCron: readCron(env),
    backupKeep: env.int('BACKUP_KEEP', 7, { min: 1, max: 1000 }),
    trashDays: env.int('TRASH_DAYS', 30, { min: 1, max: 3650 }),
    auditDays: env.int('AUDIT_DAYS', 365, { min: 1, max: 3650 }),
    bcryptRounds: env.int('BCRYPT_ROUNDS', 10, { min: 4, max: 15 }),
    testThrottleFactor: env.int('TEST_THROTTLE_FACTOR', 1, { min: 1, max: 1000 }),
    testForceZip64: env.bool('TEST_FORCE_ZIP64', false),
    testDigestNow: readInstant(env, 'TEST_DIGEST_NOW'),
    bodyTimeoutSeconds: env.int('BODY_TIMEOUT_SECONDS', 30, { min: 1, max: 3600 }),
    searchCacheEntries: env.int('SEARCH_CACHE_ENTRIES', 1000, { min: 0, max: 1_000_000 }),
    onThisDayCacheEntries: env.int('ON_THIS_DAY_CACHE_ENTRIES', 1000, { min: 0, max: 1_000_000 }),
    webDir: resolve(env.string('WEB_DIR') ?? 'frontend/dist'),
  };
}
