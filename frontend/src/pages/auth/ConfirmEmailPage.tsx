import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { UserResponse } from '@heirloom/contracts';
import { confirmEmailChange } from '../../api/account';
import { keys } from '../../api/keys';
import { useAuth } from '../../auth/useAuth';
import { serverTextOr } from '../../lib/errors';
import { confirmEmail as copy, verifyEmail } from '../../messages';
import { AuthCard } from './components/AuthCard';

type Outcome = { state: 'confirming' } | { state: 'confirmed'; user: UserResponse } | { state: 'failed'; reason: string };

/** /confirm-email?token=…, the link mailed to a new address. Public, sent once (as VerifyEmailPage). */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { state: 'confirming' } : { state: 'failed', reason: copy.missingToken }));

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailChange(token).then(
      async (confirmed) => {
        await Promise.all([mutate(keys.auth.me()), mutate(keys.account.profile())]);
        setOutcome({ state: 'confirmed', user: confirmed });
      },
      (error: unknown) => setOutcome({ state: 'failed', reason: serverTextOr(error, copy.failed) }),
    );
  }, [token, mutate]);

  const onward = (
    <Button type="primary" size="large" onClick={() => navigate(user ? '/dashboard' : '/login')}>
      {user ? verifyEmail.toDashboard : verifyEmail.toLogin}
    </Button>
  );

  return (
    <AuthCard title={copy.title}>
      {outcome.state === 'confirming' && <Result icon={<Spin size="large" />} title={copy.confirming} />}
      {outcome.state === 'confirmed' && <Result status="success" title={copy.confirmed} subTitle={copy.confirmedHint(outcome.user.email)} extra={onward} />}
      {outcome.state === 'failed' && <Result status="warning" title={copy.failedTitle} subTitle={outcome.reason} extra={onward} />}
    </AuthCard>
  );
}
