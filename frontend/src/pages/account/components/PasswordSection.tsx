import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { UserResponse } from '@heirloom/contracts';
import { changePassword, forgotPassword } from '../../../api/account';
import { useSsoConfig } from '../../../api/hooks';
import { keys } from '../../../api/keys';
import { serverTextOr } from '../../../lib/errors';
import { account as copy, auth } from '../../../messages';

interface Values {
  current_password: string;
  new_password: string;
}

/**
 * An account without a password (made by single sign-on) is offered one by a mailed link (the reset page sets it)
 * where the server lets passwords sign in; under OIDC_ONLY it is only told it has none.
 */
function NoPasswordSection({ user }: { user: UserResponse }) {
  const { data: config } = useSsoConfig();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const passwordsAllowed = config?.password_sign_in ?? false;

  const send = async () => {
    setSending(true);
    try {
      await forgotPassword(user.email);
      message.success(copy.setPasswordSent(user.email));
    } catch (error) {
      message.error(serverTextOr(error, copy.setPasswordFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={copy.passwordTitle}>
      <Typography.Paragraph type="secondary">{passwordsAllowed ? copy.setPasswordIntro : copy.noPasswordIntro}</Typography.Paragraph>
      {passwordsAllowed && (
        <Button onClick={send} loading={sending}>
          {copy.setPasswordButton}
        </Button>
      )}
    </Card>
  );
}

export function PasswordSection({ user, hasPassword }: { user: UserResponse; hasPassword: boolean }) {
  return hasPassword ? <ChangePasswordSection /> : <NoPasswordSection user={user} />;
}

function ChangePasswordSection() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await changePassword(values);
      form.resetFields();
      await mutate(keys.account.sessions());
      message.success(copy.passwordChanged);
    } catch (error) {
      message.error(serverTextOr(error, copy.passwordFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={copy.passwordTitle}>
      <Typography.Paragraph type="secondary">{copy.passwordIntro}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={copy.currentPassword} name="current_password" rules={[{ required: true, message: copy.currentRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={copy.newPassword}
          name="new_password"
          extra={auth.passwordHelp}
          rules={[
            { required: true, message: auth.passwordRequired },
            { min: 8, message: auth.passwordTooShort },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {copy.changePassword}
        </Button>
      </Form>
    </Card>
  );
}
