import { Button, Result, Spin } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { confirmEmailChange } from '../../api/account';
import { keys } from '../../api/keys';
import { useAuth } from '../../auth/useAuth';
import { confirmEmail as copy, verifyEmail } from '../../messages';
import { AuthCard } from './components/AuthCard';
import { useMailedLink } from './useMailedLink';

/** /confirm-email?token=…, the link mailed to a new address. */
export default function ConfirmEmailPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => Promise.all([mutate(keys.auth.me()), mutate(keys.account.profile())]), [mutate]);
  const outcome = useMailedLink(confirmEmailChange, refresh, copy);

  const onward = (
    <Button type="primary" size="large" onClick={() => navigate(user ? '/dashboard' : '/login')}>
      {user ? verifyEmail.toDashboard : verifyEmail.toLogin}
    </Button>
  );

  return (
    <AuthCard title={copy.title}>
      {outcome.state === 'sending' && <Result icon={<Spin size="large" />} title={copy.confirming} />}
      {outcome.state === 'done' && <Result status="success" title={copy.confirmed} subTitle={copy.confirmedHint(outcome.user.email)} extra={onward} />}
      {outcome.state === 'failed' && <Result status="warning" title={copy.failedTitle} subTitle={outcome.reason} extra={onward} />}
    </AuthCard>
  );
}
