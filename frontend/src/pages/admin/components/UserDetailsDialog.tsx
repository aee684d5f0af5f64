import { Descriptions, Modal, Tag } from 'antd';
import { useAdminUser } from '../../../api/hooks';
import type { AdminUserResponse } from '@heirloom/contracts';
import { formatDate } from '../../../lib/format';
import { adminUsers as copy, app } from '../../../messages';
import { EmailStatusTag } from './EmailStatusTag';

/** Read-only details of one user, fresh from GET /admin/users/{id} (the row shows meanwhile). */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserResponse; onClose: () => void }) {
  const { data } = useAdminUser(user.id);
  const shown = { ...user, ...data };
  return (
    <Modal title={copy.detailsTitle} open onCancel={onClose} onOk={onClose} okText={app.close} cancelButtonProps={{ style: { display: 'none' } }}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: copy.columns.name, children: shown.name },
          { key: 'email', label: copy.columns.email, children: shown.email },
          { key: 'emailStatus', label: copy.emailStatus, children: <EmailStatusTag verified={shown.email_verified} /> },
          {
            key: 'role',
            label: copy.columns.role,
            children: <Tag color={shown.is_admin ? 'magenta' : 'default'}>{shown.is_admin ? copy.roleAdmin : copy.roleUser}</Tag>,
          },
          { key: 'families', label: copy.columns.families, children: shown.family_count },
          { key: 'photos', label: copy.columns.photos, children: shown.photo_count },
          { key: 'joined', label: copy.columns.joined, children: formatDate(shown.created_at) },
        ]}
      />
    </Modal>
  );
}
