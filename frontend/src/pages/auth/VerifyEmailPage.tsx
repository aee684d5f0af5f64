import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { verifyEmail } from '../../api/auth';
import { keys } from '../../api/keys';
import type { UserResponse } from '@heirloom/contracts';
import { useAuth } from '../../auth/useAuth';
import { serverTextOr } from '../../lib/errors';
import { verifyEmail as copy } from '../../messages';
import { AuthCard } from './components/AuthCard';

type Outcome = { state: 'verifying' } | { state: 'verified'; user: UserResponse } | { state: 'failed'; reason: string };

/**
 * /verify-email?token=…, the link of the address check e-mail. Public: the link may be opened in a browser that is
 * signed out (or signed in as someone else); the token alone proves the mailbox. It is sent once, even when React
 * runs the effect twice (StrictMode): a second use would be refused as used.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { state: 'verifying' } : { state: 'failed', reason: copy.missingToken }));

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      async (verified) => {
        // The signed-in account (when it is this one) now sees its invitations' tokens.
        await Promise.all([mutate(keys.auth.me()), mutate(keys.invitations.pending())]);
        setOutcome({ state: 'verified', user: verified });
      },
      (error: unknown) => setOutcome({ state: 'failed', reason: serverTextOr(error, copy.failed) }),
    );
  }, [token, mutate]);

  const onward = user ? (
    <Button type="primary" size="large" onClick={() => navigate('/dashboard')}>
      {copy.toDashboard}
    </Button>
  ) : (
    <Button type="primary" size="large" onClick={() => navigate('/login')}>
      {copy.toLogin}
    </Button>
  );

  return (
    <AuthCard title={copy.title}>
      {outcome.state === 'verifying' && (
        <Result icon={<Spin size="large" />} title={copy.verifying} />
      )}
      {outcome.state === 'verified' && (
        <Result status="success" title={copy.verified} subTitle={copy.verifiedHint(outcome.user.email)} extra={onward} />
      )}
      {outcome.state === 'failed' && <Result status="warning" title={copy.failedTitle} subTitle={outcome.reason} extra={onward} />}
    </AuthCard>
  );
}
