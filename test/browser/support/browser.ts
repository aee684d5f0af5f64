import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, BrowserContextOptions, chromium, Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'screenshots');
export const WIDTHS = { desktop: 1280, phone: 390 } as const;

/**
 * The browser's own pages each new window builds: headless Chromium is the whole browser, and builds the address bar's
 * suggestion popup (a WebUI page of some 150 files) in every new window, so in every new profile. On two cores that
 * work took about 300 ms from the first page load of each (bench:browser: the family page's 24 thumbnails painted in
 * 1.07-1.33 s with it, 0.82-0.94 s without); a person's browser built it once, when it started.
 */
const BROWSER_UI_OFF = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';

/** Debian's Chromium, headless, with no background traffic (this machine has no outside network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', BROWSER_UI_OFF],
  });
}

/**
 * A fresh browser profile (its own cookies, or the given signed-in state) against the app, at a desktop or
 * phone width. It asks for reduced motion, which the app honours by turning Ant Design's animations off:
 * no test waits for a dialog or menu to slide in.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  width: number = WIDTHS.desktop,
  storageState?: BrowserContextOptions['storageState'],
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Paris', reducedMotion: 'reduce', storageState });
}

/** Chromium's largest texture: a longer page keeps its blank rows below it in a screenshot. */
const TALLEST_SCREEN = 16_000;

/**
 * Screenshot (full page unless told otherwise, e.g. for a dialog over the page) into test/screenshots (git-ignored), named by screen and width.
 * A full page is taken through a screen as tall as the page, then the screen and its scroll are put back: long photo
 * lists render only the rows near the screen, and would show blank below the fold.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = page.viewportSize();
  const path = join(SCREENSHOT_DIR, `${name}-${viewport?.width ?? 0}.png`);
  const pageHeight = fullPage && viewport ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
  if (!viewport || pageHeight <= viewport.height) {
    await page.screenshot({ path, fullPage });
    return path;
  }
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.setViewportSize({ width: viewport.width, height: Math.min(pageHeight, TALLEST_SCREEN) });
  await rowsPainted(page);
  await page.screenshot({ path, fullPage });
  await page.setViewportSize(viewport);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  return path;
}

/**
 * axe-core's serious and critical violations (WCAG 2 A/AA rules) on the current page, or only within the
 * given selectors that match something (an open dialog or menu, whose page was checked on its own).
 */
export async function seriousA11yViolations(page: Page, within: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] });
  for (const selector of within) if ((await page.locator(selector).count()) > 0) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** After the screen grew: the rows it now shows are rendered and their thumbnails loaded (a few seconds at most). */
async function rowsPainted(page: Page, timeoutMs = 5000): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: timeoutMs }).catch(() => undefined);
}
