import type { SessionData } from 'express-session';
import { SessionStoreProvider } from '../../../apps/api/src/session/session-store.provider';
import { SESSION_COOKIE } from '../../../apps/api/src/session/session.options';
import { CLIENT_ID, CLIENT_SECRET, ProviderAccount, TestOidcProvider } from '../support/oidc-provider';
import { Answer, RedirectBrowser } from '../support/redirect-browser';
import { TestApp } from '../support/test-app';

/** An app with single sign-on set up against a real provider of its own. */
export interface SsoWorld {
  app: TestApp;
  provider: TestOidcProvider;
}

export async function startSsoWorld(accounts: Record<string, ProviderAccount>, env: Record<string, string> = {}): Promise<SsoWorld> {
  const { port, issuer } = await TestOidcProvider.reserve();
  const app = await TestApp.start({ env: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, ...env } });
  const provider = await TestOidcProvider.start(port, `${app.url}/api/auth/oidc/callback`, accounts);
  return { app, provider };
}

export async function stopSsoWorld(world: Partial<SsoWorld>): Promise<void> {
  await world.provider?.stop();
  await world.app?.stop();
}

/** GET /auth/oidc/login: the provider's authorization URL it redirects to, asking to sign in as `subject`. */
export async function beginSso({ app }: SsoWorld, browser: RedirectBrowser, subject: string, query = ''): Promise<URL> {
  const start = await browser.get(`${app.url}/api/auth/oidc/login${query}`);
  if (start.status !== 302 || !start.location) throw new Error(`GET /auth/oidc/login answered ${start.status}: ${start.body}`);
  const url = new URL(start.location);
  url.searchParams.set('login_hint', subject);
  return url;
}

/** The callback URL the provider sends the browser back to after signing in as `subject` (not requested yet). */
export async function callbackFor(world: SsoWorld, browser: RedirectBrowser, subject: string): Promise<URL> {
  return new URL(await browser.followUntil(await beginSso(world, browser, subject), world.app.url));
}

/** The whole sign-in; answers the callback's answer (a redirect into the web client). */
export async function signInWithSso(world: SsoWorld, browser: RedirectBrowser, subject: string): Promise<Answer> {
  return browser.get(await callbackFor(world, browser, subject));
}

/** Where an answer sends the browser in the app: its path and query. */
export const pathOf = (answer: Answer): string => {
  const url = new URL(answer.location ?? 'http://none/');
  return `${url.pathname}${url.search}`;
};

/** The signed-in user's id, or null when the browser's session signs nobody in. */
export async function signedInAs({ app }: SsoWorld, browser: RedirectBrowser): Promise<number | null> {
  const me = await browser.get(`${app.url}/api/auth/me`);
  return me.status === 200 ? (JSON.parse(me.body) as { user: { id: number } }).user.id : null;
}

/** The id of the browser's session in the app, read from its signed cookie (`s:<id>.<signature>`). */
function sessionIdOf({ app }: SsoWorld, browser: RedirectBrowser): string {
  const cookie = browser.cookieFor(app.url).split('; ').find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('The browser has no session in the app');
  const signed = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  return signed.slice(2, signed.lastIndexOf('.'));
}

/**
 * Moves the time the browser's session signed in with the provider back by `ms`, in the app's own session store (the
 * sessions table in embedded mode, Redis in scaled mode), as if that much time had passed since.
 */
export async function ageSsoSignIn(world: SsoWorld, browser: RedirectBrowser, ms: number): Promise<void> {
  const { store } = world.app.app.get(SessionStoreProvider);
  const sid = sessionIdOf(world, browser);
  const session = await new Promise<SessionData & { ssoSignIn?: { at: number } }>((resolve, reject) =>
    store.get(sid, (error, found) => (error || !found ? reject(error ?? new Error(`No session ${sid}`)) : resolve(found))),
  );
  if (!session.ssoSignIn) throw new Error('The session did not sign in with the provider');
  session.ssoSignIn.at -= ms;
  await new Promise<void>((resolve, reject) => store.set(sid, session, (error) => (error ? reject(error) : resolve())));
}
