import { DataSource } from 'typeorm';
import { Family, FamilyMember, FamilyRole, Invitation, User } from '../entities';
import { describeBothWays, InMemoryInvitationsRepository, InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { InvitationsRepository } from './invitations.repository';

/** A family (with an admin who invites) and people to invite; the same scenarios run against the real repository and the fake. */
interface World {
  repository: Pick<InvitationsRepository, 'accept' | 'getByToken'>;
  addUser(email: string, verifiedAt?: Date): Promise<number>;
  invite(email: string, role: FamilyRole): Promise<Invitation>;
  roleOf(userId: number): Promise<FamilyRole | null>;
  verifiedAtOf(userId: number): Promise<Date | null>;
}

async function sqliteWorld(dataSource: DataSource): Promise<World> {
  const users = dataSource.getRepository(User);
  const addUser = async (email: string, verifiedAt?: Date) => (await users.save({ email, name: email, passwordHash: 'x', emailVerifiedAt: verifiedAt ?? null })).id;
  const admin = await addUser('admin@example.com');
  const familyId = (await dataSource.getRepository(Family).save({ name: 'F' })).id;
  const invitations = dataSource.getRepository(Invitation);
  return {
    repository: new InvitationsRepository(invitations, dataSource),
    addUser,
    invite: (email, role) => invitations.save({ familyId, email, role, token: email.padEnd(43, 'x'), invitedBy: admin, expiresAt: new Date(Date.now() + 86_400_000) }),
    roleOf: async (userId) => (await dataSource.getRepository(FamilyMember).findOneBy({ familyId, userId }))?.role ?? null,
    verifiedAtOf: async (userId) => (await users.findOneByOrFail({ id: userId })).emailVerifiedAt,
  };
}

function inMemoryWorld(): World {
  const rows = new InMemoryRows();
  const admin = rows.addUser();
  const familyId = rows.addFamily().id;
  return {
    repository: new InMemoryInvitationsRepository(rows),
    addUser: async (email, verifiedAt) => rows.addUser({ email, emailVerifiedAt: verifiedAt ?? null }).id,
    invite: async (email, role) => rows.addInvitation(familyId, admin.id, { email, role }),
    roleOf: async (userId) => rows.members.find((member) => member.familyId === familyId && member.userId === userId)?.role ?? null,
    verifiedAtOf: async (userId) => rows.userOf(userId)!.emailVerifiedAt,
  };
}

describeBothWays(InvitationsRepository.name, { sqlite: sqliteWorld, memory: inMemoryWorld }, (world) => {
  describe('accept', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');

    it("makes the invitee a member with the invitation's role and verifies the invited address", async () => {
      const { repository, addUser, invite, roleOf, verifiedAtOf } = world();
      const invitee = await addUser('ann@example.com');
      const invitation = await invite('ann@example.com', 'admin');
      expect(await repository.accept(invitation, invitee, now)).toBe(true);
      expect(await roleOf(invitee)).toBe('admin');
      expect(await verifiedAtOf(invitee)).toEqual(now);
      expect((await repository.getByToken(invitation.token))?.acceptedAt).toEqual(now);
    });

    it('keeps the time an address was first verified', async () => {
      const { repository, addUser, invite, verifiedAtOf } = world();
      const before = new Date('2026-01-01T00:00:00.000Z');
      const invitee = await addUser('ann@example.com', before);
      expect(await repository.accept(await invite('ann@example.com', 'member'), invitee, now)).toBe(true);
      expect(await verifiedAtOf(invitee)).toEqual(before);
    });

    it('claims an invitation once: a second acceptance answers false and adds nobody', async () => {
      const { repository, addUser, invite, roleOf } = world();
      const invitation = await invite('ann@example.com', 'member');
      const first = await addUser('ann@example.com');
      const second = await addUser('bob@example.com');
      expect(await repository.accept(invitation, first, now)).toBe(true);
      expect(await repository.accept(invitation, second, now)).toBe(false);
      expect(await roleOf(second)).toBeNull();
    });

    it('takes the claim back when the account is a member already', async () => {
      const { repository, addUser, invite } = world();
      const invitee = await addUser('ann@example.com');
      expect(await repository.accept(await invite('ann@example.com', 'member'), invitee, now)).toBe(true);
      const again = await invite('ann+again@example.com', 'member');
      await expect(repository.accept(again, invitee, now)).rejects.toThrow(/UNIQUE|Duplicate/i);
      expect((await repository.getByToken(again.token))?.acceptedAt).toBeNull();
    });
  });
});

describe(`${InvitationsRepository.name} on SQLite`, () => {
  let dataSource: DataSource;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
  });

  afterEach(() => dataSource.destroy());

  describe('getOwedMail', () => {
    it('pages the open, unexpired invitations whose e-mail has not gone out, along the primary key', async () => {
      const now = new Date('2026-11-26T10:00:00.000Z');
      const later = new Date(now.getTime() + 86_400_000);
      const invitedBy = (await dataSource.getRepository(User).save({ email: 'a@example.com', name: 'A', passwordHash: 'x' })).id;
      const familyId = (await dataSource.getRepository(Family).save({ name: 'F' })).id;
      const invitations = dataSource.getRepository(Invitation);
      let n = 0;
      const invite = async (fields: Partial<Invitation> = {}) =>
        (await invitations.save({ familyId, email: `i${++n}@example.com`, role: 'member', token: `${n}`.padEnd(43, 'x'), invitedBy, expiresAt: later, ...fields })).id;
      const owed = [await invite(), await invite(), await invite()];
      await invite({ mailSentAt: now });
      await invite({ acceptedAt: now });
      await invite({ expiresAt: now });

      const repository = new InvitationsRepository(invitations, dataSource);
      const firstPage = await repository.getOwedMail(now, 0, 2);
      expect(firstPage.map((invitation) => invitation.id)).toEqual(owed.slice(0, 2));
      expect(firstPage[0]).toEqual({ id: owed[0], createdAt: expect.any(Date) });
      expect((await repository.getOwedMail(now, owed[1], 2)).map((invitation) => invitation.id)).toEqual(owed.slice(2));
    });
  });
});
