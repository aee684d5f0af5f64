import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import type { UserResponse } from '@heirloom/contracts';
import { updateProfile } from '../../../api/account';
import { useAuth } from '../../../auth/useAuth';
import { serverTextOr } from '../../../lib/errors';
import { account as copy } from '../../../messages';

export function ProfileSection({ user }: { user: UserResponse }) {
  const { setUser } = useAuth();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await setUser(await updateProfile(name.trim()));
      message.success(copy.saved);
    } catch (error) {
      message.error(serverTextOr(error, copy.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={copy.profileTitle}>
      <Form<{ name: string }> layout="vertical" requiredMark={false} initialValues={{ name: user.name }} onFinish={onFinish}>
        <Form.Item label={copy.name} name="name" rules={[{ required: true, whitespace: true, message: copy.nameRequired }, { max: 100 }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {copy.save}
        </Button>
      </Form>
    </Card>
  );
}
