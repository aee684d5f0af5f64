import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/account';
import { useAuth } from '../../auth/useAuth';
import { ErrorAlert } from '../../components/ErrorAlert';
import { serverTextOr } from '../../lib/errors';
import { passwordReset as copy } from '../../messages';
import { AuthCard } from './components/AuthCard';
import { NewPasswordFields } from './components/NewPasswordFields';

interface ResetValues {
  password: string;
  confirm: string;
}

/** /reset-password?token=…: the link of the reset e-mail. Sets the new password and signs this browser in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ password }: ResetValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await setUser(await resetPassword(token, password));
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(serverTextOr(err, copy.resetFailed));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={copy.resetTitle}>
      {!token ? (
        <Alert type="warning" showIcon title={copy.missingToken} action={<Link to="/forgot-password">{copy.askAgain}</Link>} />
      ) : (
        <>
          <Typography.Paragraph>{copy.resetIntro}</Typography.Paragraph>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Form<ResetValues> layout="vertical" requiredMark={false} onFinish={onFinish}>
            <NewPasswordFields label={copy.newPassword} autoFocus />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {copy.resetButton}
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <Link to="/forgot-password">{copy.askAgain}</Link>
          </Typography.Paragraph>
        </>
      )}
    </AuthCard>
  );
}
