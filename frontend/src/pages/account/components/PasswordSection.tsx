import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { changePassword } from '../../../api/account';
import { keys } from '../../../api/keys';
import { serverTextOr } from '../../../lib/errors';
import { account as copy, auth } from '../../../messages';

interface Values {
  current_password: string;
  new_password: string;
}

export function PasswordSection() {
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
