import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config.errors';
import { loadConfig } from './load-config';

describe(loadConfig.name, () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'heirloom-config-'));

  it('applies the documented defaults for the embedded mode', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      database: { type: 'sqlite', path: join(dir, 'heirloom.db') },
      storageDir: join(dir, 'storage'),
      storageLimitGb: 100,
      maxUploadMb: 50,
      maxVideoMb: 2048,
      maxBulkFiles: 200,
      cookieSecure: false,
      trustProxy: false,
      logLevel: 'info',
      backupKeep: 7,
      trashDays: 30,
      auditDays: 365,
      registration: 'open',
      testThrottleFactor: 1,
      bodyTimeoutSeconds: 30,
      searchCacheEntries: 1000,
      onThisDayCacheEntries: 1000,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('takes a fractional storage limit (small quotas in tests and trials)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE_LIMIT_GB: '0.001' }).storageLimitGb).toBe(0.001);
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE_LIMIT_GB: '250' }).storageLimitGb).toBe(250);
  });

  it('runs the bundled ffmpeg and ffprobe unless FFMPEG_PATH / FFPROBE_PATH name others', () => {
    const bundled = loadConfig({ DATA_DIR: dataDir() });
    expect([bundled.ffmpegPath, bundled.ffprobePath]).toEqual([undefined, undefined]);
    const system = loadConfig({ DATA_DIR: dataDir(), FFMPEG_PATH: '/usr/bin/ffmpeg', FFPROBE_PATH: '/usr/bin/ffprobe' });
    expect([system.ffmpegPath, system.ffprobePath]).toEqual(['/usr/bin/ffmpeg', '/usr/bin/ffprobe']);
  });

  it('turns the kept search and On This Day answers off with 0', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SEARCH_CACHE_ENTRIES: '0', ON_THIS_DAY_CACHE_ENTRIES: '0' })).toMatchObject({ searchCacheEntries: 0, onThisDayCacheEntries: 0 });
  });

  it('takes fractional upload limits for photos and videos', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_UPLOAD_MB: '0.5', MAX_VIDEO_MB: '1.25' })).toMatchObject({ maxUploadMb: 0.5, maxVideoMb: 1.25 });
  });

  it('prefers an explicit SESSION_SECRET', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 's3cret-value' }).sessionSecret).toBe('s3cret-value');
  });

  it('reads the scaled mode variables', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/heirloom',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      COOKIE_SECURE: 'true',
      APP_URL: 'https://photos.example.org/',
    });
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/heirloom' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.trustProxy).toBe(1);
    expect(config.cookieSecure).toBe(true);
    expect(config.appUrl).toBe('https://photos.example.org');
  });

  it.each(['open', 'invite', 'closed', ' Invite '])('reads REGISTRATION=%s', (value) => {
    expect(loadConfig({ DATA_DIR: dataDir(), REGISTRATION: value }).registration).toBe(value.trim().toLowerCase());
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['DATABASE_URL', 'postgres://x', /DATABASE_URL must start with mysql:\/\//],
    ['REDIS_URL', 'not a url', /REDIS_URL must be a URL/],
    ['COOKIE_SECURE', 'maybe', /COOKIE_SECURE must be true or false/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['STORAGE_LIMIT_GB', '-5', /STORAGE_LIMIT_GB must be a number above 0/],
    ['STORAGE_LIMIT_GB', '0', /STORAGE_LIMIT_GB must be a number above 0/],
    ['STORAGE_LIMIT_GB', '1e3', /STORAGE_LIMIT_GB must be a number above 0/],
    ['STORAGE_LIMIT_GB', '0x10', /STORAGE_LIMIT_GB must be a number above 0/],
    ['STORAGE_LIMIT_GB', 'Infinity', /STORAGE_LIMIT_GB must be a number above 0/],
    ['STORAGE_LIMIT_GB', '10 GB', /STORAGE_LIMIT_GB must be a number above 0/],
    ['BODY_TIMEOUT_SECONDS', '0', /BODY_TIMEOUT_SECONDS must be between 1 and 3600/],
    ['MAX_BULK_FILES', '0', /MAX_BULK_FILES must be between 1/],
    ['AUDIT_DAYS', '0', /AUDIT_DAYS must be between 1 and 3650/],
    ['AUDIT_DAYS', 'a year', /AUDIT_DAYS must be/],
    ['ON_THIS_DAY_CACHE_ENTRIES', '2000000', /ON_THIS_DAY_CACHE_ENTRIES must be between 0 and 1000000/],
    ['ON_THIS_DAY_CACHE_ENTRIES', 'all', /ON_THIS_DAY_CACHE_ENTRIES must be a whole number/],
    ['BACKUP_CRON', 'nightly', /BACKUP_CRON must be a cron expression/],
    ['REGISTRATION', 'invite-only', /REGISTRATION must be one of open, invite, closed, got "invite-only"/],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});
