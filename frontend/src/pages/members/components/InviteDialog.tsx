import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { inviteMember } from '../../../api/invitations';
import type { Id, Role } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { app, members as copy } from '../../../messages';

interface Props {
  familyId: Id;
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}

interface InviteValues {
  email: string;
  role: Role;
}

/** E-mail is required; the role is member (default) or admin. */
export function InviteDialog({ familyId, open, onClose, onInvited }: Props) {
  const [form] = Form.useForm<InviteValues>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: InviteValues) => {
    setSending(true);
    setError(null);
    try {
      await inviteMember(familyId, { email: values.email.trim(), role: values.role });
      form.resetFields();
      onInvited();
    } catch (err) {
      setError(serverTextOr(err, copy.inviteFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={copy.inviteTitle}
      open={open}
      onCancel={() => {
        form.resetFields();
        setError(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={copy.sendInvitation}
      cancelText={app.cancel}
      okButtonProps={{ loading: sending }}
      forceRender
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<InviteValues> form={form} layout="vertical" initialValues={{ role: 'member' }} onFinish={submit}>
        <Form.Item
          label={copy.inviteEmail}
          name="email"
          rules={[{ required: true, whitespace: true, message: copy.emailRequired }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={copy.inviteRole} name="role">
          <Select
            options={[
              { value: 'member', label: copy.roleMember },
              { value: 'admin', label: copy.roleAdmin },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
