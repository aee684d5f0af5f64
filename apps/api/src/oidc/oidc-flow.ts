import type { Request } from 'express';

/** How long the provider may take between the redirect to it and the browser's return. */
export const FLOW_MS = 10 * 60 * 1000;

/**
 * A sign-in under way at the provider, kept in the browser's session between GET /auth/oidc/login and the callback:
 * the state and nonce sent, the PKCE verifier whose challenge was sent, the redirect URI used, and where to go after.
 */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string | null;
  until: number;
}

type WithFlow = { oidcFlow?: OidcFlow };

export function keepFlow(request: Request, flow: OidcFlow): void {
  (request.session as unknown as WithFlow).oidcFlow = flow;
}

/** The session's flow, taken out of it (a callback is used once), or null when there is none or it is too old. */
export function takeFlow(request: Request, now = Date.now()): OidcFlow | null {
  const session = request.session as unknown as WithFlow | undefined;
  const flow = session?.oidcFlow;
  if (session) delete session.oidcFlow;
  return flow && flow.until > now ? flow : null;
}
