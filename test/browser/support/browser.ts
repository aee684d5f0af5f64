import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, BrowserContextOptions, chromium, Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'screenshots');
export const WIDTHS = { desktop: 1280, phone: 390 } as const;

/** Debian's Chromium, headless, with no background traffic (this machine has no outside network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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

/** Screenshot (full page unless told otherwise, e.g. for a dialog over the page) into test/screenshots (git-ignored), named by screen and width. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage });
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
