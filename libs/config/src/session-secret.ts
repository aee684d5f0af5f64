import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the secret kept in DATA_DIR, creating it on first start, so sessions survive restarts without the
 * operator having to invent a secret. 'wx' makes the first of two racing processes win; the other reads it.
 */
export function loadOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
