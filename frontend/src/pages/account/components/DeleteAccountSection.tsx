import { Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { deleteAccount } from '../../../api/account';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { reloadAt } from '../../../lib/navigation';
import { account as copy } from '../../../messages';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ password }: { password: string }) => {
    setError(null);
    setBusy(true);
    try {
      await deleteAccount(password);
      // Nothing of this account may outlive it in the page: start afresh.
      reloadAt('/login');
    } catch (err) {
      setError(serverTextOr(err, copy.deleteFailed));
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
        <Form<{ password: string }> layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item label={copy.deletePassword} name="password" rules={[{ required: true, message: copy.currentRequired }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
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
