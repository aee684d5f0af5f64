import { UserAddOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useFamily, useFamilyInvitations, useMembers } from '../../api/hooks';
import { deleteInvitation, resendInvitation } from '../../api/invitations';
import { removeMember, updateMemberRole } from '../../api/members';
import type { FamilyInvitationIssuedResponse, FamilyInvitationResponse, MemberResponse } from '@heirloom/contracts';
import { isFamilyAdmin, isSelf } from '../../access';
import { useAuth } from '../../auth/useAuth';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { useConfirm } from '../../hooks/useConfirm';
import { copyText } from '../../lib/clipboard';
import { members as copy } from '../../messages';
import { InvitationsTable } from './components/InvitationsTable';
import { InviteDialog } from './components/InviteDialog';
import { MembersTable } from './components/MembersTable';
import { useIdParam } from '../../hooks/useIdParam';

export default function MembersPage() {
  const familyId = useIdParam('familyId');
  const { user } = useAuth();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const family = useFamily(familyId);
  const members = useMembers(familyId);
  const isAdmin = isFamilyAdmin(family.data);
  // The invitations (addresses, roles, links) are the admins' only: nobody else asks, nor sees that section.
  const invitations = useFamilyInvitations(isAdmin ? familyId : null);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The link to hand on: copied by hand when the clipboard is refused, or shown at once when no e-mail goes out.
  const [manualLink, setManualLink] = useState<{ link: string; email?: string } | null>(null);
  const emailEnabled = invitations.data?.email_enabled ?? true;

  const loadFailed = family.error || members.error || invitations.error;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    setError(null);
    try {
      await action();
    } catch {
      setError(failure);
    }
  };

  const toggleRole = (member: MemberResponse) =>
    run(async () => {
      await updateMemberRole(member.id, member.role === 'admin' ? 'member' : 'admin');
      await Promise.all([members.mutate(), family.mutate()]);
    }, copy.roleFailed);

  const remove = async (member: MemberResponse) => {
    if (!(await confirm({ title: copy.remove, content: copy.removeConfirm(member.user.name), okText: copy.remove }))) return;
    await run(async () => {
      await removeMember(member.id);
      await Promise.all([members.mutate(), family.mutate()]);
    }, copy.removeFailed);
  };

  const cancelInvitation = async (invitation: FamilyInvitationResponse) => {
    const confirmed = await confirm({
      title: copy.cancelInvitation,
      content: copy.cancelInvitationConfirm(invitation.email),
      okText: copy.cancelInvitation,
    });
    if (!confirmed) return;
    await run(async () => {
      await deleteInvitation(invitation.id);
      await invitations.mutate();
    }, copy.cancelFailed);
  };

  /** Without SMTP no e-mail goes out, so admins send the link themselves; it is never written to a log. */
  const copyLink = async (invitation: FamilyInvitationResponse) => {
    if (!invitation.link) return;
    if (await copyText(invitation.link)) message.success(copy.linkCopied(invitation.email));
    else setManualLink({ link: invitation.link });
  };

  const resend = (invitation: FamilyInvitationResponse) =>
    run(async () => {
      const issued = await resendInvitation(invitation.id);
      await invitations.mutate();
      if (issued.email_enabled) message.success(copy.resent(invitation.email));
      else message.success(copy.renewed(invitation.email));
    }, copy.resendFailed);

  const invited = (issued: FamilyInvitationIssuedResponse) => {
    setInviteOpen(false);
    void invitations.mutate();
    if (issued.email_enabled || !issued.invitation.link) message.success(copy.invitationSent);
    else setManualLink({ link: issued.invitation.link, email: issued.invitation.email });
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={family.data?.name}
        backTo={`/families/${familyId}`}
        backLabel={copy.back}
        extra={
          isAdmin && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviteOpen(true)}>
              {copy.inviteMember}
            </Button>
          )
        }
      />
      <ErrorAlert
        message={loadFailed ? copy.failedToLoad : null}
        onRetry={() => Promise.all([family.mutate(), members.mutate(), invitations.mutate()])}
      />
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Flex vertical gap={24}>
        <Card title={copy.title}>
          <MembersTable
            members={members.data ?? []}
            loading={members.isLoading}
            isAdmin={isAdmin}
            isSelf={(member) => isSelf(user, member.user.id)}
            onToggleRole={toggleRole}
            onRemove={remove}
          />
        </Card>
        {isAdmin && (
          <Card title={copy.pendingInvitations}>
            {!emailEnabled && <Alert type="info" showIcon title={copy.emailOffShort} style={{ marginBottom: 16 }} />}
            <InvitationsTable
              invitations={(invitations.data?.invitations ?? []).filter((i) => i.status !== 'accepted')}
              loading={invitations.isLoading}
              onCopyLink={copyLink}
              onResend={resend}
              onCancel={cancelInvitation}
            />
          </Card>
        )}
      </Flex>
      <Modal
        title={manualLink?.email ? copy.invitationReady : copy.copyLink}
        open={manualLink !== null}
        onCancel={() => setManualLink(null)}
        footer={null}
      >
        <Typography.Paragraph>{manualLink?.email ? copy.invitationReadyHint(manualLink.email) : copy.copyLinkManually}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: manualLink?.link }} code style={{ wordBreak: 'break-all' }} data-testid="invitation-link">
          {manualLink?.link}
        </Typography.Paragraph>
      </Modal>
      <InviteDialog familyId={familyId} open={inviteOpen} emailEnabled={emailEnabled} onClose={() => setInviteOpen(false)} onInvited={invited} />
    </>
  );
}
