import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { useRedirectTarget } from '../../auth/useRedirectTarget';
import { ErrorAlert } from '../../components/ErrorAlert';
import { loginErrorText } from '../../lib/errors';
import { isInvitation, RESTORED_PARAM, withRedirect } from '../../lib/redirect';
import { adminBackups, auth, passwordReset, secondStep, sso } from '../../messages';
import { AuthCard } from './components/AuthCard';
import { SecondStepForm } from './components/SecondStepForm';
import { SsoError, SsoSignIn, useSignInOptions } from './components/SsoSignIn';

/** The API's callback sends the browser here with these when single sign-on did not sign in, or a second step is due. */
const SSO_ERROR_PARAM = 'sso_error';
const SECOND_STEP_PARAM = 'second_step';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const { login, setUser } = useAuth();
  const navigate = useNavigate();
  const { target, destination } = useRedirectTarget();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The password (or single sign-on) was right and the account asks for a second step (two-factor sign-in).
  const [secondStepDue, setSecondStepDue] = useState(params.get(SECOND_STEP_PARAM) === '1');
  const signInOptions = useSignInOptions();
  const { passwordForm } = signInOptions;

  const onFinish = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const user = await login({ email: values.email.trim(), password: values.password, remember: values.remember === true });
      if (!user) {
        setSecondStepDue(true);
        setSubmitting(false);
        return;
      }
      navigate(destination, { replace: true });
    } catch (err) {
      setError(loginErrorText(err));
      setSubmitting(false);
    }
  };

  if (secondStepDue) {
    return (
      <AuthCard title={secondStep.title}>
        <SecondStepForm
          onSignedIn={async (user) => {
            await setUser(user);
            navigate(destination, { replace: true });
          }}
          onStartOver={() => setSecondStepDue(false)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={auth.signInTitle}>
      {isInvitation(target) && <Alert type="info" showIcon title={auth.invitationSignIn} style={{ marginBottom: 16 }} />}
      {params.get(RESTORED_PARAM) === '1' && (
        <Alert type="success" showIcon title={adminBackups.restored} description={auth.restoredSignIn} style={{ marginBottom: 16 }} />
      )}
      <SsoError code={params.get(SSO_ERROR_PARAM)} />
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <SsoSignIn options={signInOptions} target={target} passwordOffText={sso.passwordOff} />
      {passwordForm && (
        <>
          <Form<LoginValues> layout="vertical" requiredMark={false} initialValues={{ remember: false }} onFinish={onFinish}>
            <Form.Item label={auth.email} name="email" rules={[{ required: true, whitespace: true, message: auth.emailRequired }]}>
              <Input type="email" autoComplete="email" autoFocus size="large" />
            </Form.Item>
            <Form.Item label={auth.password} name="password" rules={[{ required: true, message: auth.passwordRequired }]}>
              <Input.Password autoComplete="current-password" size="large" />
            </Form.Item>
            <Flex justify="space-between" align="baseline">
              <Form.Item name="remember" valuePropName="checked">
                <Checkbox>{auth.rememberMe}</Checkbox>
              </Form.Item>
              <Link to="/forgot-password">{passwordReset.forgotLink}</Link>
            </Flex>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {auth.signInButton}
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <Link to={withRedirect('/register', target)}>{auth.toRegister}</Link>
          </Typography.Paragraph>
        </>
      )}
    </AuthCard>
  );
}
