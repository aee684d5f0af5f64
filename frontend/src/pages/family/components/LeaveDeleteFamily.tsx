import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { FamilyResponse } from '@heirloom/contracts';
import { deleteFamily } from '../../../api/families';
import { removeMember } from '../../../api/members';
import { serverTextOr } from '../../../lib/errors';
import { familyLeave as copy } from '../../../messages';

export type LeaveOrDelete = 'leave' | 'delete' | null;

interface Props {
  family: FamilyResponse;
  /** The caller's own membership in the family (its id), to leave it. */
  memberId: number | null;
  open: LeaveOrDelete;
  onClose: () => void;
  /** Left or deleted: the family is no longer the caller's. */
  onDone: (what: 'left' | 'deleted') => void;
}

/**
 * Leave the family (any member; the last admin is told by the server to hand over first), or delete it (its admins),
 * behind typing its name.
 */
export function LeaveDeleteFamily({ family, memberId, open, onClose, onDone }: Props) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  const run = async (action: () => Promise<unknown>, done: 'left' | 'deleted', failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setTyped('');
      onDone(done);
    } catch (err) {
      setError(serverTextOr(err, failure));
    } finally {
      setBusy(false);
    }
  };

  const matches = typed.trim() === family.name.trim();
  return (
    <>
      <Modal
        title={copy.leaveTitle(family.name)}
        open={open === 'leave'}
        okText={copy.leave}
        okButtonProps={{ danger: true, loading: busy, disabled: memberId === null }}
        onOk={() => run(() => removeMember(memberId!), 'left', copy.leaveFailed)}
        onCancel={close}
      >
        <Typography.Paragraph>{copy.leaveWarning}</Typography.Paragraph>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
      </Modal>
      <Modal
        title={copy.deleteTitle(family.name)}
        open={open === 'delete'}
        okText={copy.delete}
        okButtonProps={{ danger: true, loading: busy, disabled: !matches }}
        onOk={() => run(() => deleteFamily(family.id), 'deleted', copy.deleteFailed)}
        onCancel={close}
      >
        <Typography.Paragraph>{copy.deleteWarning}</Typography.Paragraph>
        <Typography.Paragraph>
          {copy.typeName} <Typography.Text strong>{family.name}</Typography.Text>
        </Typography.Paragraph>
        <Input aria-label={copy.typeNameLabel} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        {error && (
          <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
            {error}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
