import { DataSource } from 'typeorm';
import { Family, Invitation, User } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { InvitationsRepository } from './invitations.repository';

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
