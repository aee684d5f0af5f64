import { Browser } from 'playwright-core';
import { signInAgain } from '../e2e/support/backups';
import { createFamily, PASSWORD, TestUser } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { TestApp } from '../e2e/support/test-app';
import { newContext, WIDTHS } from './support/browser';
import { checkScreen, dialog, signedIn } from './support/session';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backUpAndDownload } from '../e2e/support/backups';
import { browserSuite } from './support/suite';

/** Its own API: a restore replaces every row, which no other spec should see. */
describe('Backups in the browser', () => {
  const suite = browserSuite({ admin: { name: 'Bea Backup' } });
  let app: TestApp;
  let browser: Browser;
  let admin: TestUser;
  beforeAll(() => {
    ({ app, browser, admin } = suite);
  });

  it('creates a backup with real progress, restores it and deletes it', async () => {
    const familyId = await createFamily(admin, 'The Archived');
    await uploadPhoto(admin, familyId);
    const { context, page } = await signedIn(browser, app, admin);
    await page.goto('/admin/backups');
    await page.getByRole('heading', { name: 'Backup Management' }).waitFor();
    await page.getByText('Backups include all database data and uploaded photos.').waitFor();
    await page.getByText('No backups found. Create your first backup to get started.').waitFor();

    // Create: the progress dialog follows the job, then 'Backup created successfully' and the new row.
    await page.getByRole('button', { name: 'Create New Backup' }).click();
    const creating = dialog(page, 'Creating Backup');
    await creating.getByRole('progressbar').waitFor();
    await page.getByText('Backup created successfully').waitFor({ timeout: 30000 });
    await creating.waitFor({ state: 'hidden' });
    const backups = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups;
    expect(backups).toHaveLength(1);
    const id = backups[0].id;
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Delete backup ${id}` }) });
    await row.getByText('completed').waitFor();
    await row.getByText(/1 users?, 1 famil(y|ies), 1 photos?/).waitFor();

    // A family made after the backup is gone once it is restored.
    await createFamily(admin, 'After The Backup');
    await page.getByRole('button', { name: `Restore backup ${id}` }).click();
    const confirmRestore = page.getByRole('dialog').filter({ hasText: 'This cannot be undone' });
    await confirmRestore.getByText(/replaces all current data/).waitFor();
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    // The restore ends every session, this browser's too: the sign-in page says it is restored, and leads back.
    await page.getByText('Backup restored successfully').waitFor({ timeout: 30000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByText(/A restore signs everyone out/).waitFor();
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Backup Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/backups');
    await signInAgain(admin);
    const families = (await admin.agent.get('/api/families').expect(200)).body.families;
    expect(families.map((f: { name: string }) => f.name)).toEqual(['The Archived']);

    // Delete after its confirmation.
    await page.getByRole('button', { name: `Delete backup ${id}` }).click();
    const confirmDelete = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this backup?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Backup deleted successfully').waitFor();
    await page.getByText('No backups found. Create your first backup to get started.').waitFor();
    await context.close();
  });

  // Issue 19, item 10: the last backup on System Status, and a restore from a file on the admin's computer.
  it.each([WIDTHS.desktop, WIDTHS.phone])("at %i px: shows the last backup on the dashboard and restores from an uploaded backup file", async (width) => {
    const familyName = `Kept In The File ${width}`;
    await createFamily(admin, familyName);
    const { zip } = await backUpAndDownload(admin);
    const folder = mkdtempSync(join(tmpdir(), 'heirloom-upload-'));
    const good = join(folder, 'heirloom-backup.zip');
    writeFileSync(good, zip);
    const bad = join(folder, 'notes.zip');
    writeFileSync(bad, 'family notes, not a backup');
    const before = (await admin.agent.get('/api/families').expect(200)).body.families.map((f: { name: string }) => f.name).sort();
    await createFamily(admin, `Made After The File ${width}`);

    // A fresh sign-in: a restore before this one ended the sessions a cached profile would reuse.
    const context = await newContext(browser, app.url, width);
    expect((await context.request.post('/api/auth/login', { data: { email: admin.email, password: PASSWORD } })).ok()).toBe(true);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.locator('.ant-card').filter({ hasText: 'System Status' }).getByText(/· completed$/).waitFor();
    await checkScreen(page, 'admin-dashboard');

    await page.goto('/admin/backups');
    await page.getByRole('button', { name: 'Restore from a File…' }).waitFor();
    await checkScreen(page, 'admin-backups');
    // A file that is no backup is refused with the reason; nothing is restored.
    await page.getByTestId('backup-file').setInputFiles(bad);
    await page.getByText('Failed to upload the backup file').waitFor();
    await page.getByText(/This file is not a Heirloom backup that can be restored/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByTestId('backup-file').setInputFiles(good);
    const confirmRestore = page.getByRole('dialog').filter({ hasText: 'This cannot be undone' });
    await confirmRestore.getByText(/replaces all current data/).waitFor();
    await page.getByText('heirloom-backup.zip is a valid backup: it is in the list below.').waitFor();
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Backup restored successfully').waitFor({ timeout: 30000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Backup Management' }).waitFor();
    await signInAgain(admin);
    const after = (await admin.agent.get('/api/families').expect(200)).body.families.map((f: { name: string }) => f.name).sort();
    expect(after).toEqual(before);
    expect(after).toContain(familyName);
    await context.close();
  });
});
