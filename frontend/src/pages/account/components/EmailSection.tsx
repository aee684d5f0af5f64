import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { UserResponse } from '@heirloom/contracts';
import { changeEmail, isReauthRequired } from '../../../api/account';
import { serverTextOr } from '../../../lib/errors';
import { account as copy, auth } from '../../../messages';
import { ReauthWithProvider } from './ReauthWithProvider';

interface Values {
  email: string;
  current_password?: string;
}

/** Confirmed by the current password, or for an account without one (single sign-on) by a recent sign-in with it. */
export function EmailSection({ user, hasPassword }: { user: UserResponse; hasPassword: boolean }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [reauth, setReauth] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const email = values.email.trim();
      await changeEmail(hasPassword ? { email, current_password: values.current_password } : { email });
      form.resetFields();
      setReauth(false);
      message.success(copy.emailSent(email));
    } catch (error) {
      if (isReauthRequired(error)) setReauth(true);
      else message.error(serverTextOr(error, copy.emailFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={copy.emailTitle}>
      <Typography.Paragraph type="secondary">{copy.emailIntro(user.email)}</Typography.Paragraph>
      {reauth && <ReauthWithProvider />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={copy.newEmail} name="email" rules={[{ required: true, whitespace: true, message: auth.emailRequired }, { type: 'email' }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {hasPassword && (
          <Form.Item label={copy.currentPassword} name="current_password" rules={[{ required: true, message: copy.currentRequired }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {copy.changeEmail}
        </Button>
      </Form>
    </Card>
  );
}
