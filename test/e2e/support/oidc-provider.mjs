/* global process, console */
// A real OpenID Provider for the single sign-on tests: the certified `oidc-provider` package, which is ESM only, so it
// runs in a process of its own (Jest loads the suite as CommonJS). It knows one client (OIDC_TEST_CLIENT), its
// accounts come from a JSON file read on every use (the test edits it: { "<sub>": { email, email_verified, name } }),
// and its interaction signs in the account named by the authorization request's login_hint (else the file's first
// account, for a browser that clicked the app's own button) and consents at once.
import Provider from 'oidc-provider';
import { readFileSync } from 'node:fs';

const { OIDC_TEST_PORT, OIDC_TEST_ACCOUNTS, OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URI, OIDC_TEST_POST_LOGOUT_REDIRECT_URI } = process.env;
const issuer = `http://127.0.0.1:${OIDC_TEST_PORT}`;
const accounts = () => JSON.parse(readFileSync(OIDC_TEST_ACCOUNTS, 'utf8'));

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_TEST_CLIENT_ID,
      client_secret: OIDC_TEST_CLIENT_SECRET,
      redirect_uris: [OIDC_TEST_REDIRECT_URI],
      post_logout_redirect_uris: [OIDC_TEST_POST_LOGOUT_REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  // Every authorization request must carry a PKCE challenge (S256).
  pkce: { methods: ['S256'], required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['heirloom-oidc-test'] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const account = accounts()[sub];
    return account && { accountId: sub, claims: () => ({ sub, ...account }) };
  },
});

provider.use(async (ctx, next) => {
  const match = /^\/interaction\/[\w-]+$/.exec(ctx.path);
  if (!match || ctx.method !== 'GET') return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const accountId = details.params.login_hint ?? Object.keys(accounts())[0];
  if (!accounts()[accountId]) {
    ctx.status = 400;
    ctx.body = `no test account ${accountId}`;
    return;
  }
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  ctx.respond = false;
  await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
});

provider.listen(Number(OIDC_TEST_PORT), '127.0.0.1', () => console.log(`oidc-provider listening on ${issuer}`));
