import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { useRedirectTarget } from '../../auth/useRedirectTarget';
import { ErrorAlert } from '../../components/ErrorAlert';
import { loginErrorText } from '../../lib/errors';
import { isInvitation, RESTORED_PARAM, withRedirect } from '../../lib/redirect';
import { adminBackups, auth } from '../../messages';
import { AuthCard } from './components/AuthCard';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { target, destination } = useRedirectTarget();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await login({ email: values.email.trim(), password: values.password, remember: values.remember === true });
      navigate(destination, { replace: true });
    } catch (err) {
      setError(loginErrorText(err));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={auth.signInTitle}>
      {isInvitation(target) && <Alert type="info" showIcon title={auth.invitationSignIn} style={{ marginBottom: 16 }} />}
      {params.get(RESTORED_PARAM) === '1' && (
        <Alert type="success" showIcon title={adminBackups.restored} description={auth.restoredSignIn} style={{ marginBottom: 16 }} />
      )}
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<LoginValues> layout="vertical" requiredMark={false} initialValues={{ remember: false }} onFinish={onFinish}>
        <Form.Item label={auth.email} name="email" rules={[{ required: true, whitespace: true, message: auth.emailRequired }]}>
          <Input type="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <Form.Item label={auth.password} name="password" rules={[{ required: true, message: auth.passwordRequired }]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{auth.rememberMe}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {auth.signInButton}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Link to={withRedirect('/register', target)}>{auth.toRegister}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
