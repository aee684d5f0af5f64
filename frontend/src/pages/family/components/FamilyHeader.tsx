import { AuditOutlined, ContactsOutlined, DeleteOutlined, LinkOutlined, LogoutOutlined, MoreOutlined, RestOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { FamilyResponse } from '@heirloom/contracts';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { audit, family as copy, familyLeave as leaveCopy, people as peopleCopy, shareLinks, trash } from '../../../messages';

interface Props {
  family: FamilyResponse;
  isAdmin: boolean;
  onSettings: () => void;
  /** Leave the family, or delete it (admins): the dialogs are the page's. */
  onLeave?: () => void;
  onDelete?: () => void;
}

/** Name, description, member count and created date; the menu with Manage Members and Family Settings. */
export function FamilyHeader({ family, isAdmin, onSettings, onLeave, onDelete }: Props) {
  const navigate = useNavigate();
  const memberCount = family.member_count;
  const items = [
    { key: 'members', icon: <TeamOutlined aria-hidden />, label: copy.manageMembers, onClick: () => navigate(`/families/${family.id}/members`) },
    { key: 'people', icon: <ContactsOutlined aria-hidden />, label: peopleCopy.title, onClick: () => navigate(`/families/${family.id}/people`) },
    { key: 'trash', icon: <RestOutlined aria-hidden />, label: trash.open, onClick: () => navigate(`/families/${family.id}/trash`) },
    { key: 'share-links', icon: <LinkOutlined aria-hidden />, label: shareLinks.manage, onClick: () => navigate(`/families/${family.id}/share-links`) },
    ...(isAdmin ? [{ key: 'settings', icon: <SettingOutlined aria-hidden />, label: copy.familySettings, onClick: onSettings }] : []),
    ...(isAdmin ? [{ key: 'audit', icon: <AuditOutlined aria-hidden />, label: audit.open, onClick: () => navigate(`/families/${family.id}/audit`) }] : []),
    ...(onLeave ? [{ key: 'leave', icon: <LogoutOutlined aria-hidden />, label: leaveCopy.leaveMenu, onClick: onLeave }] : []),
    ...(isAdmin && onDelete ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: leaveCopy.deleteMenu, danger: true, onClick: onDelete }] : []),
  ];
  return (
    <PageHeader
      backTo="/dashboard"
      backLabel={copy.back}
      title={family.name}
      subtitle={
        <Flex vertical gap={4}>
          {family.description && <Typography.Text type="secondary">{family.description}</Typography.Text>}
          <Typography.Text type="secondary">
            {copy.members(memberCount)} · {copy.created(formatDate(family.created_at))}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Dropdown trigger={['click']} menu={{ items }}>
          <Button icon={<MoreOutlined aria-hidden />} aria-label={copy.actions} />
        </Dropdown>
      }
    />
  );
}
