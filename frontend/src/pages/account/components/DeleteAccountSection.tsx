import { Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { deleteAccount, isReauthRequired } from '../../../api/account';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { reloadAt } from '../../../lib/navigation';
import { account as copy } from '../../../messages';
import { ReauthWithProvider } from './ReauthWithProvider';

/**
 * Confirmed by the password; an account without one (single sign-on) asks for none, and is sent through its provider
 * when its sign-in is too old for the server.
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reauth, setReauth] = useState(false);
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ password }: { password?: string }) => {
    setError(null);
    setBusy(true);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      // Nothing of this account may outlive it in the page: start afresh.
      reloadAt('/login');
    } catch (err) {
      if (isReauthRequired(err)) setReauth(true);
      else setError(serverTextOr(err, copy.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <Card title={copy.deleteTitle}>
      <Typography.Paragraph type="secondary">{copy.deleteIntro}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        {copy.deleteButton}
      </Button>
      <Modal title={copy.deleteConfirmTitle} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Typography.Paragraph>{copy.deleteIntro}</Typography.Paragraph>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        {reauth && <ReauthWithProvider />}
        <Form<{ password?: string }> layout="vertical" requiredMark={false} onFinish={onFinish}>
          {hasPassword && (
            <Form.Item label={copy.deletePassword} name="password" rules={[{ required: true, message: copy.currentRequired }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setOpen(false)}>{copy.cancel}</Button>
            <Button danger type="primary" htmlType="submit" loading={busy}>
              {copy.deleteButton}
            </Button>
          </Flex>
        </Form>
      </Modal>
    </Card>
  );
}
