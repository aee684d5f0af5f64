import { AppConfig } from '@heirloom/config';
import { AccessRepository, FamiliesRepository, InvitationsRepository } from '@heirloom/database';
import { InMemoryAccessRepository, InMemoryFamiliesRepository, InMemoryInvitationsRepository, InMemoryRows } from '@heirloom/database/testing';
import { JobProducer } from '@heirloom/jobs';
import { ConflictException, ForbiddenException, GoneException, NotFoundException } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { FamilyEvents } from '../notifications/family-events.service';
import { InvitationsService } from './invitations.service';

/** A family with its admin (Ada), an invitation to Ann (who has an account, unverified), and Eve, who is not Ann. */
function world() {
  const rows = new InMemoryRows();
  const enqueued: unknown[] = [];
  const ada = rows.addUser({ name: 'Ada', emailVerifiedAt: new Date('2025-01-01T00:00:00.000Z') }) as AuthUser;
  const ann = rows.addUser({ name: 'Ann', email: 'ann@example.com' }) as AuthUser;
  const eve = rows.addUser({ name: 'Eve', email: 'eve@example.com' }) as AuthUser;
  const family = rows.addFamily({ createdBy: ada.id });
  rows.addMember(family.id, ada.id, 'admin');
  const invitation = rows.addInvitation(family.id, ada.id, { email: ann.email, role: 'member' });
  const service = new InvitationsService(
    { appUrl: 'http://heirloom.test' } as AppConfig,
    new AccessService(new InMemoryAccessRepository(rows) as unknown as AccessRepository),
    new InMemoryInvitationsRepository(rows) as unknown as InvitationsRepository,
    new InMemoryFamiliesRepository(rows) as unknown as FamiliesRepository,
    { enqueue: async (job: string, payload: unknown, options: unknown) => void enqueued.push([job, payload, options]) } as unknown as JobProducer,
    { memberJoined: async () => undefined } as unknown as FamilyEvents,
    { record: async () => undefined } as unknown as AuditService,
  );
  const membersOf = () => rows.members.filter((member) => member.familyId === family.id).map((member) => [member.userId, member.role]);
  return { rows, service, family, invitation, ada, ann, eve, membersOf, enqueued };
}

describe(InvitationsService.name, () => {
  describe('accept', () => {
    it("makes the invitee a member with the invitation's role, once, and answers the family", async () => {
      const { service, family, invitation, ada, ann, membersOf } = world();
      expect(await service.accept(ann, invitation.token)).toBe(family.id);
      expect(membersOf()).toEqual([
        [ada.id, 'admin'],
        [ann.id, 'member'],
      ]);
      await expect(service.accept(ann, invitation.token)).rejects.toThrow(new GoneException('This invitation has already been used'));
    });

    it('verifies an unverified address: the token came through the link mailed to it', async () => {
      const { rows, service, invitation, ann } = world();
      expect(rows.userOf(ann.id)?.emailVerifiedAt).toBeNull();
      await service.accept(ann, invitation.token);
      expect(rows.userOf(ann.id)?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(rows.invitations[0].acceptedAt).toEqual(rows.userOf(ann.id)?.emailVerifiedAt);
    });

    it('refuses an expired invitation with 410, and adds nobody', async () => {
      const { rows, service, invitation, ann, membersOf } = world();
      rows.invitations[0].expiresAt = new Date(Date.now() - 1);
      const before = membersOf();
      await expect(service.accept(ann, invitation.token)).rejects.toThrow(new GoneException('This invitation has expired: ask for a new one'));
      expect(membersOf()).toEqual(before);
      expect(rows.invitations[0].acceptedAt).toBeNull();
    });

    it('refuses someone already a member with 409, leaving the invitation open and the address unverified', async () => {
      const { rows, service, family, invitation, ann, membersOf } = world();
      rows.addMember(family.id, ann.id, 'admin');
      const before = membersOf();
      await expect(service.accept(ann, invitation.token)).rejects.toThrow(new ConflictException('You are already a member of this family'));
      expect(membersOf()).toEqual(before);
      expect(rows.invitations[0].acceptedAt).toBeNull();
      expect(rows.userOf(ann.id)?.emailVerifiedAt).toBeNull();
    });

    it('refuses anyone but the invitee with 403, changing nothing', async () => {
      const { rows, service, invitation, eve, membersOf } = world();
      const before = membersOf();
      await expect(service.accept(eve, invitation.token)).rejects.toThrow(new ForbiddenException('This invitation was sent to a different email address'));
      expect(membersOf()).toEqual(before);
      expect([rows.invitations[0].acceptedAt, rows.userOf(eve.id)?.emailVerifiedAt]).toEqual([null, null]);
    });

    it('answers 404 for a token no invitation has', async () => {
      const { service, ann } = world();
      await expect(service.accept(ann, 'no-such-token')).rejects.toThrow(new NotFoundException('Invitation not found'));
    });
  });

  describe('resend', () => {
    it('keeps the link, renews the week and owes the e-mail again, saying whether e-mail is set up', async () => {
      const { rows, service, invitation, ada, enqueued } = world();
      rows.invitations[0].expiresAt = new Date(Date.now() - 1);
      rows.invitations[0].mailSentAt = new Date('2025-01-01T00:00:00.000Z');
      const resent = await service.resend(ada, invitation.id);
      expect(resent).toEqual({
        invitation: expect.objectContaining({ id: invitation.id, status: 'pending', link: `http://heirloom.test/invitations/${invitation.token}` }),
        email_enabled: false,
      });
      expect(rows.invitations[0]).toMatchObject({ token: invitation.token, mailSentAt: null });
      expect(rows.invitations[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
      expect(enqueued).toEqual([['mail.invitation', { invitationId: invitation.id }, { jobId: `invitation-${invitation.id}-${rows.invitations[0].createdAt.getTime()}` }]]);
    });

    it('refuses an accepted invitation (410), the invitee (403) and outsiders (404)', async () => {
      const { rows, service, invitation, ada, ann, eve } = world();
      await expect(service.resend(ann, invitation.id)).rejects.toThrow(new ForbiddenException('Only family admins can resend invitations'));
      await expect(service.resend(eve, invitation.id)).rejects.toThrow(new NotFoundException('Invitation not found'));
      rows.invitations[0].acceptedAt = new Date();
      await expect(service.resend(ada, invitation.id)).rejects.toThrow(new GoneException('This invitation has already been accepted'));
    });
  });
});
