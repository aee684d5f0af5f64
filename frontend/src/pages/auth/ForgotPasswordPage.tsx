import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPassword } from '../../api/account';
import { ErrorAlert } from '../../components/ErrorAlert';
import { serverTextOr } from '../../lib/errors';
import { auth, passwordReset as copy } from '../../messages';
import { AuthCard } from './components/AuthCard';

/** /forgot-password: asks for a reset link. The answer is the same whether an account has the address or not. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setError(serverTextOr(err, copy.sendFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={copy.forgotTitle}>
      {sentTo ? (
        <Result status="success" title={copy.sent} subTitle={copy.sentHint(sentTo)} extra={<Link to="/login">{copy.backToLogin}</Link>} />
      ) : (
        <>
          <Typography.Paragraph>{copy.forgotIntro}</Typography.Paragraph>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={onFinish}>
            <Form.Item label={auth.email} name="email" rules={[{ required: true, whitespace: true, message: auth.emailRequired }]}>
              <Input type="email" autoComplete="email" autoFocus size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {copy.sendLink}
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <Link to="/login">{copy.backToLogin}</Link>
          </Typography.Paragraph>
        </>
      )}
    </AuthCard>
  );
}
