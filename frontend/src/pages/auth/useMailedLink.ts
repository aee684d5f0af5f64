import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserResponse } from '@heirloom/contracts';
import { serverTextOr } from '../../lib/errors';

export type MailedLinkOutcome = { state: 'sending' } | { state: 'done'; user: UserResponse } | { state: 'failed'; reason: string };

/**
 * The page of a link mailed with `?token=…` (an address check, a new address's confirmation). Public: the link may be
 * opened in a browser that is signed out or signed in as someone else; the token alone proves the mailbox. It is sent
 * once, even when React runs the effect twice (StrictMode): a second use would be refused as used. `afterDone`
 * refreshes what the answer changed before the outcome shows.
 */
export function useMailedLink(
  send: (token: string) => Promise<UserResponse>,
  afterDone: () => Promise<unknown>,
  copy: { missingToken: string; failed: string },
): MailedLinkOutcome {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<MailedLinkOutcome>(() => (token ? { state: 'sending' } : { state: 'failed', reason: copy.missingToken }));

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token).then(
      async (user) => {
        await afterDone();
        setOutcome({ state: 'done', user });
      },
      (error: unknown) => setOutcome({ state: 'failed', reason: serverTextOr(error, copy.failed) }),
    );
  }, [token, send, afterDone, copy.failed]);

  return outcome;
}
