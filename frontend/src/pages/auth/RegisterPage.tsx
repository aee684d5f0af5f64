import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { useRedirectTarget } from '../../auth/useRedirectTarget';
import { ErrorAlert } from '../../components/ErrorAlert';
import { serverTextOr } from '../../lib/errors';
import { isInvitation, withRedirect } from '../../lib/redirect';
import { auth, sso } from '../../messages';
import { AuthCard } from './components/AuthCard';
import { NewPasswordFields } from './components/NewPasswordFields';
import { SsoSignIn, useSignInOptions } from './components/SsoSignIn';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export default function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const { target, destination } = useRedirectTarget();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Under OIDC_ONLY accounts come from single sign-on alone (POST /auth/register answers 403).
  const signInOptions = useSignInOptions();
  const { passwordForm } = signInOptions;

  const onFinish = async (values: RegisterValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      navigate(destination, { replace: true });
    } catch (err) {
      setError(serverTextOr(err, auth.registrationFailed));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={auth.createAccountTitle}>
      {isInvitation(target) && <Alert type="info" showIcon title={auth.invitationRegister} style={{ marginBottom: 16 }} />}
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <SsoSignIn options={signInOptions} target={target} passwordOffText={sso.registerOff} />
      {passwordForm && (
        <>
          <Form<RegisterValues> layout="vertical" requiredMark={false} onFinish={onFinish}>
            <Form.Item label={auth.fullName} name="name" rules={[{ required: true, whitespace: true, message: auth.nameRequired }]}>
              <Input autoComplete="name" autoFocus size="large" />
            </Form.Item>
            <Form.Item label={auth.email} name="email" rules={[{ required: true, whitespace: true, message: auth.emailRequired }]}>
              <Input type="email" autoComplete="email" size="large" />
            </Form.Item>
            <NewPasswordFields />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {auth.createAccountButton}
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <Link to={withRedirect('/login', target)}>{auth.toLogin}</Link>
          </Typography.Paragraph>
        </>
      )}
    </AuthCard>
  );
}
