import { DataSource } from 'typeorm';
import { createFamily } from '../e2e/support/factories';
import { uploadPhoto } from '../e2e/support/photos';
import { WIDTHS } from './support/browser';
import { checkScreen, signedIn } from './support/session';
import { browserSuite } from './support/suite';

/** 0.001 GiB: a few bytes of the figures below are enough to fill it. */
const LIMIT_BYTES = Math.floor(0.001 * 1024 ** 3);

describe('The admin dashboard as storage fills up', () => {
  const suite = browserSuite({ admin: { name: 'Stella Storage' }, env: { STORAGE_LIMIT_GB: '0.001' } });

  /** Makes the photos take `share` of the limit (one photo's recorded size stands for a whole library). */
  const fillTo = async (share: number) => {
    const dataSource = suite.app.app.get(DataSource);
    await dataSource.query('UPDATE photos SET size_bytes = ?, derivatives_bytes = 0', [Math.round(LIMIT_BYTES * share)]);
  };

  beforeAll(async () => {
    const familyId = await createFamily(suite.admin, 'The Hoarders');
    await uploadPhoto(suite.admin, familyId);
    await suite.app.drainJobs();
  });

  it.each(Object.values(WIDTHS))('warns from 90 %% that uploads will soon be refused (%i px)', async (width) => {
    await fillTo(0.935);
    const { context, page } = await signedIn(suite.browser, suite.app, suite.admin, width);
    await page.goto('/admin');
    const alert = page.getByRole('alert').filter({ hasText: 'Storage is 93% full. Uploads will be refused once the limit is reached' });
    await alert.waitFor();
    expect(await page.getByText('Storage usage is above 80%').count()).toBe(0);
    await page.getByText('93.5% of limit').waitFor();
    await checkScreen(page, 'admin-storage-nearly-full');
    await context.close();
  });

  it.each(Object.values(WIDTHS))('says uploads are refused once the limit is reached (%i px)', async (width) => {
    await fillTo(1);
    const { context, page } = await signedIn(suite.browser, suite.app, suite.admin, width);
    await page.goto('/admin');
    await page.getByRole('alert').filter({ hasText: 'Uploads are being refused: the storage limit is reached.' }).waitFor();
    await checkScreen(page, 'admin-storage-full');
    await context.close();
  });
});
