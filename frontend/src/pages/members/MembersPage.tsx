import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useFamily, useFamilyInvitations, useMembers } from '../../api/hooks';
import { deleteInvitation } from '../../api/invitations';
import { removeMember, updateMemberRole } from '../../api/members';
import type { FamilyInvitationResponse, MemberResponse } from '@heirloom/contracts';
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
  const [manualLink, setManualLink] = useState<string | null>(null);

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
    else setManualLink(invitation.link);
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
            <InvitationsTable
              invitations={(invitations.data ?? []).filter((i) => i.status === 'pending')}
              loading={invitations.isLoading}
              onCopyLink={copyLink}
              onCancel={cancelInvitation}
            />
          </Card>
        )}
      </Flex>
      <Modal title={copy.copyLink} open={manualLink !== null} onCancel={() => setManualLink(null)} footer={null}>
        <Typography.Paragraph>{copy.copyLinkManually}</Typography.Paragraph>
        <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
          {manualLink}
        </Typography.Paragraph>
      </Modal>
      <InviteDialog
        familyId={familyId}
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        onInvited={() => {
          setInviteOpen(false);
          message.success(copy.invitationSent);
          void invitations.mutate();
        }}
      />
    </>
  );
}
