import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PASSWORD } from '../../e2e/support/factories';
import { TestApp } from '../../e2e/support/test-app';
import { newContext, screenshot, seriousA11yViolations, WIDTHS } from './browser';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Session cookies by app and e-mail: a user signs in once per spec file, later profiles reuse the cookie. */
const sessions = new Map<string, StorageState>();

/**
 * A browser profile signed in as the user. The first sign-in goes through a context's own request client
 * (its cookie jar is the page's), so no test replays the form it does not test; the session it gets is
 * kept and handed to the user's next profiles as their storage state.
 */
export async function signedIn(
  browser: Browser,
  app: TestApp,
  user: { email: string },
  width: number = WIDTHS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${app.url} ${user.email}`;
  const known = sessions.get(key);
  const context = await newContext(browser, app.url, width, known);
  if (!known) {
    const response = await context.request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD, remember: false } });
    if (!response.ok()) throw new Error(`Sign-in of ${user.email} failed with ${response.status()}: ${await response.text()}`);
    sessions.set(key, await context.storageState());
  }
  return { context, page: await context.newPage() };
}

/** The open dialog with this title (in a browser every antd dialog is named by its title). */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Waits until no finite CSS animation or transition is running (antd's dialog and menu motions). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Where an open overlay lives: axe checks only these over a page that had its own check. */
const OVERLAYS = ['.ant-modal-wrap', '.ant-drawer', '.ant-dropdown:not(.ant-dropdown-hidden)', '.ant-popover:not(.ant-popover-hidden)'];

/** Screenshot of the screen as it stands (the viewport only for an overlay: dialog, drawer, menu) (test/screenshots/<name>-<width>.png), then axe: no serious or critical violation. */
export async function checkScreen(page: Page, name: string, options: { overlay?: boolean; axe?: boolean } = {}): Promise<void> {
  const begun = Date.now();
  await imagesLoaded(page);
  const images = Date.now();
  await settled(page);
  const started = Date.now();
  await screenshot(page, name, !options.overlay);
  const shot = Date.now();
  const violations = options.axe === false ? [] : await seriousA11yViolations(page, options.overlay ? OVERLAYS : []);
  if (process.env.SCREEN_TIMINGS) console.log(`${name}: images ${images - begun} ms, settle ${started - images} ms, screenshot ${shot - started} ms, axe ${Date.now() - shot} ms`);
  expect({ screen: name, violations }).toEqual({ screen: name, violations: [] });
}

/** Polls until the assertion stops throwing (for state that other contexts or jobs change). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Waits (a few seconds at most) for the images the page has started loading; lazy ones below the fold may never start. */
export async function imagesLoaded(page: Page, timeoutMs = 5000): Promise<void> {
  // A full-page screenshot shows what is below the fold too: render the months the grids skip while
  // off-screen (content-visibility: auto) and load the lazy images now.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')));
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: timeoutMs })
    .catch(() => undefined);
}
