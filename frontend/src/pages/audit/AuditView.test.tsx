import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEventResponse } from '@heirloom/contracts';
import * as auditApi from '../../api/audit';
import { renderWithApp } from '../../test/render';
import { AuditView } from './AuditView';

vi.mock('../../api/audit', () => ({ listAdminAudit: vi.fn(), listFamilyAudit: vi.fn() }));

const event = (id: number, patch: Partial<AuditEventResponse> = {}): AuditEventResponse => ({
  id,
  action: 'photo.trashed',
  actor: { id: 2, name: 'Mary Somerville' },
  family: { id: 4, name: 'The Lovelaces' },
  target: { type: 'photo', id: 9, label: 'lake.jpg' },
  ip: '203.0.113.7',
  created_at: '2026-11-26T10:00:00.000Z',
  details: null,
  ...patch,
});

const page = (events: AuditEventResponse[], hasNext = false) => ({ events, pagination: { page: 1, per_page: 50, has_next: hasNext } });

describe('AuditView', () => {
  beforeEach(() => vi.clearAllMocks());

  it("reads a family's trail with its actions and details in words, and the next page on request", async () => {
    vi.mocked(auditApi.listFamilyAudit)
      .mockResolvedValueOnce(page([event(3), event(2, { action: 'member.role_changed', target: { type: 'user', id: 2, label: 'Mary Somerville' }, details: { role: 'admin' } })], true))
      .mockResolvedValueOnce(page([event(1, { action: 'photo.purged', actor: null, details: { scheduled: true } })]));
    renderWithApp(<AuditView familyId={4} intro="Who did what" people={[]} actions={['photo.trashed']} />);
    expect(await screen.findByText('Photo moved to trash')).toBeInTheDocument();
    expect(screen.getByText('Member role changed')).toBeInTheDocument();
    expect(screen.getByText('role: admin')).toBeInTheDocument();
    expect(auditApi.listFamilyAudit).toHaveBeenCalledWith(4, {}, 1, 50);
    fireEvent.click(screen.getByRole('button', { name: 'Load older events' }));
    expect(await screen.findByText('Photo deleted for good')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getByText('after its days in the trash')).toBeInTheDocument();
    expect(auditApi.listAdminAudit).not.toHaveBeenCalled();
  }, 60_000);

  it('reads every event in the admin panel, and tells an empty trail', async () => {
    vi.mocked(auditApi.listAdminAudit).mockResolvedValueOnce(page([]));
    renderWithApp(<AuditView familyId={null} intro="Everything" people={[]} actions={['sign_in.failed']} />);
    expect(await screen.findByText('No events')).toBeInTheDocument();
    await waitFor(() => expect(auditApi.listAdminAudit).toHaveBeenCalledWith({}, 1, 50));
  });
});
