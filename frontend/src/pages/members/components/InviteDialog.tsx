import { Alert, Form, Input, Select } from 'antd';
import { inviteMember } from '../../../api/invitations';
import type { FamilyInvitationIssuedResponse, FamilyRole } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { serverTextOr } from '../../../lib/errors';
import { members as copy } from '../../../messages';

interface Props {
  familyId: number;
  open: boolean;
  /** Whether the server e-mails invitations; without it the dialog says so, and the link is shown once invited. */
  emailEnabled: boolean;
  onClose: () => void;
  onInvited: (issued: FamilyInvitationIssuedResponse) => void;
}

interface InviteValues {
  email: string;
  role: FamilyRole;
}

/** E-mail is required; the role is member (default) or admin. */
export function InviteDialog({ familyId, open, emailEnabled, onClose, onInvited }: Props) {
  const [form] = Form.useForm<InviteValues>();

  const invite = async () => {
    // A form that does not validate shows its messages under the fields; there is nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const issued = await inviteMember(familyId, { email: values.email.trim(), role: values.role });
    form.resetFields();
    onInvited(issued);
  };

  return (
    <ActionDialog
      title={copy.inviteTitle}
      open={open}
      okText={emailEnabled ? copy.sendInvitation : copy.inviteMember}
      onSubmit={invite}
      errorText={(err) => serverTextOr(err, copy.inviteFailed)}
      onClose={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      {(submit) => (
        <Form<InviteValues> form={form} layout="vertical" initialValues={{ role: 'member' }} onFinish={submit}>
          {!emailEnabled && <Alert type="info" showIcon title={copy.emailOff} style={{ marginBottom: 16 }} />}
          <Form.Item
            label={copy.inviteEmail}
            name="email"
            rules={[
              { required: true, whitespace: true, message: copy.emailRequired },
              { type: 'email', transform: (value?: string) => value?.trim(), message: copy.emailInvalid },
            ]}
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
      )}
    </ActionDialog>
  );
}
