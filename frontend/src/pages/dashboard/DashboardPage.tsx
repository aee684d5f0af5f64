import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFamilies, usePendingInvitations } from '../../api/hooks';
import { acceptInvitation, deleteInvitation } from '../../api/invitations';
import type { PendingInvitationResponse } from '@heirloom/contracts';
import { useAuth } from '../../auth/useAuth';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { serverTextOr } from '../../lib/errors';
import { app, dashboard } from '../../messages';
import { CreateFamilyDialog } from './components/CreateFamilyDialog';
import { FamilyCards } from './components/FamilyCards';
import { OnThisDayCard } from './components/OnThisDayCard';
import { PendingInvitations } from './components/PendingInvitations';
import { VerifyEmailNotice } from './components/VerifyEmailNotice';
import { WelcomeBanner } from './components/WelcomeBanner';

export default function DashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const families = useFamilies();
  const invitations = usePendingInvitations();
  const [createOpen, setCreateOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  /** Only offered for an invitation with its token (a verified account's). */
  const accept = async (invitation: PendingInvitationResponse) => {
    if (!invitation.token) return;
    setBusyId(invitation.id);
    setActionError(null);
    try {
      const familyId = await acceptInvitation(invitation.token);
      await Promise.all([families.mutate(), invitations.mutate()]);
      navigate(`/families/${familyId}`);
    } catch (err) {
      setActionError(serverTextOr(err, dashboard.acceptFailed));
    } finally {
      setBusyId(null);
    }
  };

  /** Dismissal removes the invitation from the list at once; the server is told so it stays gone. */
  const dismiss = (invitation: PendingInvitationResponse) => {
    void invitations.mutate(
      async (current) => {
        await deleteInvitation(invitation.id).catch(() => undefined);
        return current?.filter((item) => item.id !== invitation.id);
      },
      {
        optimisticData: (current) => (current ?? []).filter((item) => item.id !== invitation.id),
        revalidate: false,
      },
    );
  };

  return (
    <>
      <WelcomeBanner name={user?.name ?? ''} onCreate={() => setCreateOpen(true)} />
      {user && <VerifyEmailNotice user={user} />}
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
      <ErrorAlert message={invitations.error ? dashboard.failedToLoadData : null} onRetry={() => invitations.mutate()} />
      <OnThisDayCard />
      <PendingInvitations invitations={invitations.data ?? []} busyId={busyId} onAccept={accept} onDismiss={dismiss} />

      <Typography.Title level={3}>{dashboard.yourFamilies}</Typography.Title>
      <ErrorAlert
        message={families.error ? dashboard.failedToLoadFamilies : null}
        onRetry={() => families.mutate()}
        retryLabel={app.refresh}
      />
      {families.isLoading ? (
        <Loading />
      ) : (
        !families.error && <FamilyCards families={families.data ?? []} onCreate={() => setCreateOpen(true)} />
      )}

      <CreateFamilyDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={() => {
          setCreateOpen(false);
          void families.mutate();
        }}
      />
    </>
  );
}
