import { App, Card, Input } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { useState } from 'react';
import { updateAdminUser } from '../../api/admin';
import { useAdminUsers } from '../../api/hooks';
import type { AdminUserResponse } from '@heirloom/contracts';
import { isSelf } from '../../access';
import { useAuth } from '../../auth/useAuth';
import { ErrorAlert } from '../../components/ErrorAlert';
import { serverTextOr } from '../../lib/errors';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../lib/limits';
import { adminUsers as copy } from '../../messages';
import { DeleteUserDialog } from './components/DeleteUserDialog';
import { EditUserDialog } from './components/EditUserDialog';
import { UserDetailsDialog } from './components/UserDetailsDialog';
import { UsersTable } from './components/UsersTable';

type Dialog = { kind: 'view' | 'edit' | 'delete'; user: AdminUserResponse } | null;

export default function AdminUsersPage() {
  const { user: me } = useAuth();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ADMIN_DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, error, isLoading, mutate } = useAdminUsers(page, pageSize, search);

  const done = (text: string) => {
    setDialog(null);
    message.success(text);
    void mutate();
  };

  const markVerified = async (user: AdminUserResponse) => {
    try {
      await updateAdminUser(user.id, { email_verified: true });
      done(copy.markedVerified(user.name));
    } catch (err) {
      message.error(serverTextOr(err, copy.updateFailed));
    }
  };

  return (
    <>
      <PageHeader title={copy.title} />
      <Card>
        <Input.Search
          placeholder={copy.searchPlaceholder}
          aria-label={copy.searchPlaceholder}
          enterButton={copy.searchButton}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 480, marginBottom: 16 }}
        />
        <ErrorAlert message={error ? copy.failed : null} onRetry={() => mutate()} />
        <UsersTable
          users={data?.users ?? []}
          total={data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          loading={isLoading}
          isSelf={(user) => isSelf(me, user.id)}
          onPage={(nextPage, nextSize) => {
            setPage(nextSize !== pageSize ? 1 : nextPage);
            setPageSize(nextSize);
          }}
          onView={(user) => setDialog({ kind: 'view', user })}
          onEdit={(user) => setDialog({ kind: 'edit', user })}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
          onMarkVerified={markVerified}
        />
      </Card>
      {dialog?.kind === 'view' && <UserDetailsDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <EditUserDialog
          user={dialog.user}
          isSelf={isSelf(me, dialog.user.id)}
          onClose={() => setDialog(null)}
          onSaved={() => done(copy.updated)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} onDeleted={() => done(copy.deleted)} />
      )}
    </>
  );
}
