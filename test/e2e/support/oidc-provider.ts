import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeProcess } from './node-process';
import { freePort } from './ports';

/** A test account of the provider, by its subject. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export const CLIENT_ID = 'heirloom-test';
export const CLIENT_SECRET = 'heirloom-test-secret-that-is-long-enough';

/**
 * The real OpenID Provider of oidc-provider.mjs in a child process, on a port picked before the app starts (the app
 * needs its issuer URL, the provider the app's redirect URI).
 */
export class TestOidcProvider {
  private constructor(
    private readonly process: NodeProcess,
    private readonly dir: string,
    readonly issuer: string,
  ) {}

  /** A port for the provider and its issuer URL, to configure the app with before start(). */
  static async reserve(): Promise<{ port: number; issuer: string }> {
    const port = await freePort();
    return { port, issuer: `http://127.0.0.1:${port}` };
  }

  static async start(port: number, redirectUri: string, accounts: Record<string, ProviderAccount>): Promise<TestOidcProvider> {
    const dir = mkdtempSync(join(tmpdir(), 'heirloom-oidc-'));
    writeFileSync(join(dir, 'accounts.json'), JSON.stringify(accounts));
    const child = NodeProcess.spawn(join(__dirname, 'oidc-provider.mjs'), [], {
      OIDC_TEST_PORT: String(port),
      OIDC_TEST_ACCOUNTS: join(dir, 'accounts.json'),
      OIDC_TEST_CLIENT_ID: CLIENT_ID,
      OIDC_TEST_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_TEST_REDIRECT_URI: redirectUri,
      // The app's sign-in page, where RP-initiated logout may send the browser back to.
      OIDC_TEST_POST_LOGOUT_REDIRECT_URI: `${new URL(redirectUri).origin}/login`,
    });
    await child.waitFor(/oidc-provider listening/);
    return new TestOidcProvider(child, dir, `http://127.0.0.1:${port}`);
  }

  /** Replaces the provider's accounts (a changed address, a newly verified one). */
  setAccounts(accounts: Record<string, ProviderAccount>): void {
    writeFileSync(join(this.dir, 'accounts.json'), JSON.stringify(accounts));
  }

  async stop(): Promise<void> {
    await this.process.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
