import { Button, Result, Spin } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { verifyEmail } from '../../api/auth';
import { keys } from '../../api/keys';
import { useAuth } from '../../auth/useAuth';
import { verifyEmail as copy } from '../../messages';
import { AuthCard } from './components/AuthCard';
import { useMailedLink } from './useMailedLink';

/** /verify-email?token=…, the link of the address check e-mail. */
export default function VerifyEmailPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  // The signed-in account (when it is this one) now sees its invitations' tokens.
  const refresh = useCallback(() => Promise.all([mutate(keys.auth.me()), mutate(keys.invitations.pending())]), [mutate]);
  const outcome = useMailedLink(verifyEmail, refresh, copy);

  const onward = (
    <Button type="primary" size="large" onClick={() => navigate(user ? '/dashboard' : '/login')}>
      {user ? copy.toDashboard : copy.toLogin}
    </Button>
  );

  return (
    <AuthCard title={copy.title}>
      {outcome.state === 'sending' && <Result icon={<Spin size="large" />} title={copy.verifying} />}
      {outcome.state === 'done' && <Result status="success" title={copy.verified} subTitle={copy.verifiedHint(outcome.user.email)} extra={onward} />}
      {outcome.state === 'failed' && <Result status="warning" title={copy.failedTitle} subTitle={outcome.reason} extra={onward} />}
    </AuthCard>
  );
}
