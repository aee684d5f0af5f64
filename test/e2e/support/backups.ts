import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, TestUser } from './factories';
import { binary } from './photos';
import { TestApp } from './test-app';

/** GET /admin/backup/{id}'s `backup`, as far as the tests read it. */
export interface BackupBody {
  id: number;
  kind: string;
  status: string;
  progress: number;
  error: string | null;
  stats: Record<string, number>;
  restore_status: string | null;
  restore_progress: number;
  restore_error: string | null;
}

/**
 * Signs the user's agent in again, e.g. after a restore ended every session. Signing in waits (503) while a restore
 * still runs: it is asked again until the restore is over.
 */
export async function signInAgain(user: TestUser, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await user.agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD });
    if (response.status === 200) return;
    if (response.status !== 503 || Date.now() > deadline) throw new Error(`Signing in again answered ${response.status} ${JSON.stringify(response.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Polls GET /admin/backup/{id} as the admin until `done` says so. A restore ends every session at its commit: on a
 * 401 (or a 403: the session's user is no longer an admin) the admin signs in again, as `restoredAdmin` when given
 * (an admin of the restored data, when the archive came from another installation), and goes on polling.
 */
export async function waitForBackup(
  admin: TestUser,
  id: number,
  done: (backup: BackupBody) => boolean,
  { timeoutMs = 60_000, restoredAdmin = admin }: { timeoutMs?: number; restoredAdmin?: TestUser } = {},
): Promise<BackupBody> {
  const deadline = Date.now() + timeoutMs;
  let signedInAgain = false;
  for (;;) {
    const asker = signedInAgain ? restoredAdmin : admin;
    const response = await asker.agent.get(`/api/admin/backup/${id}`);
    // Once: the session that asked is over (401), or it is no longer an admin's (403).
    if ((response.status === 401 || response.status === 403) && !signedInAgain) {
      signedInAgain = true;
      await signInAgain(restoredAdmin);
      continue;
    }
    if (response.status !== 200) throw new Error(`GET backup ${id} answered ${response.status} ${JSON.stringify(response.body)}`);
    const backup: BackupBody = response.body.backup;
    if (done(backup)) return backup;
    if (Date.now() > deadline) throw new Error(`Backup ${id} stuck: ${JSON.stringify(backup)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** POST /admin/backup/create, waits for the job, and downloads the archive as the admin panel does. */
export async function backUpAndDownload(admin: TestUser): Promise<{ id: number; zip: Buffer }> {
  const { id } = (await admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
  const backup = await waitForBackup(admin, id, (b) => b.status === 'completed' || b.status === 'failed');
  if (backup.status !== 'completed') throw new Error(`Backup ${id} ended ${backup.status}: ${backup.error}`);
  const download = await admin.agent.get(`/api/admin/backup/${id}/download`).buffer(true).parse(binary).expect(200);
  expect(download.headers['content-disposition']).toBe(`attachment; filename="${id}.zip"`);
  return { id, zip: download.body as Buffer };
}

/**
 * What an operator does to move an archive between installations: copy the downloaded file into the other one's
 * backups folder. The next listing imports it; answers the imported backup.
 */
export async function copyInAndList(app: TestApp, admin: TestUser, name: string, zip: Buffer): Promise<BackupBody> {
  const folder = join(app.config.storageDir, 'backups');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), zip);
  // Older than the few seconds a copy still in progress is given.
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(folder, name), earlier, earlier);
  const listed: BackupBody[] = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups;
  const imported = listed.filter((b) => b.kind === 'imported');
  if (imported.length !== 1) throw new Error(`Expected one imported backup, listed: ${JSON.stringify(listed)}`);
  return imported[0];
}

/**
 * Restores a backup through the API and waits until the restore has finished; answers the backup. The admin (or
 * `restoredAdmin`) is signed in again afterwards, since the restore ended every session.
 */
export async function restoreThroughApi(admin: TestUser, id: number, options: { restoredAdmin?: TestUser } = {}): Promise<BackupBody> {
  await admin.agent.post(`/api/admin/backup/${id}/restore`).send({ confirm: true }).expect(202);
  return waitForBackup(admin, id, (b) => b.restore_status === 'completed' || b.restore_status === 'failed', options);
}
