import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { createFamily, createUser, TestUser } from '../e2e/support/factories';
import { insertPhotoRows } from '../e2e/support/photo-rows';
import { TestApp } from '../e2e/support/test-app';
import { signedIn } from './support/session';
import { browserSuite } from './support/suite';

describe('probe', () => {
  const suite = browserSuite();
  let app: TestApp;
  let browser: Browser;
  let owner: TestUser;
  let familyId: number;
  beforeAll(async () => {
    ({ app, browser } = suite);
    owner = await createUser(app, { name: 'Paula Probe' });
    familyId = await createFamily(owner, 'Probes');
    await insertPhotoRows(app, familyId, owner.id, 60);
    await app.app.get(DataSource).query('UPDATE photos SET taken_date = sort_date WHERE family_id = ?', [familyId]);
  });
  it('dumps', async () => {
    const { context, page } = await signedIn(browser, app, owner, Number(process.env.PROBE_WIDTH ?? 1280));
    await page.setViewportSize({ width: Number(process.env.PROBE_WIDTH ?? 1280), height: 6000 });
    for (const path of ['/timeline', '/timeline?view=grid', `/families/${familyId}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: '1950s', exact: true }).or(page.getByText('1959', { exact: false }).first()).first().waitFor();
      await page.waitForTimeout(500);
      const out = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        heads: [...document.querySelectorAll('h2, h5, h3')].map((h) => `${h.textContent} ${Math.round((h.getBoundingClientRect().top + scrollY) * 10) / 10} ${Math.round(h.getBoundingClientRect().left)}`),
        tiles: [...document.querySelectorAll('[role=listitem]')].slice(0, 12).map((t) => { const r = t.getBoundingClientRect(); return [r.left, r.top + scrollY, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(','); }),
        rows: [...document.querySelectorAll('[data-index]')].map((r) => `${(r as HTMLElement).dataset.index}:${Math.round(r.getBoundingClientRect().height * 100) / 100}`).join(' '),
        footer: (() => { const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Load More Photos'); return b ? b.getBoundingClientRect().top + scrollY : null; })(),
      }));
      console.log(`PROBE ${path} ${JSON.stringify(out)}`);
    }
    await context.close();
  });
});
