import { DataSource } from 'typeorm';
import { DigestRun, FamilyMember, Family, User, UserPreferences } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { DIGEST_CLAIM_STALE_MS, DigestsRepository } from './digests.repository';

describe(`${DigestsRepository.name} on SQLite`, () => {
  const now = new Date('2030-01-07T08:05:00.000Z');
  let dataSource: DataSource;
  let repository: DigestsRepository;
  let n = 0;

  const addUser = async (preferences?: Partial<UserPreferences>, member = true): Promise<number> => {
    const user = await dataSource.getRepository(User).save({ email: `u${++n}@example.com`, name: `U${n}`, passwordHash: 'x' });
    if (preferences) await dataSource.getRepository(UserPreferences).save({ userId: user.id, ...preferences, updatedAt: now });
    if (member) {
      const family = await dataSource.getRepository(Family).save({ name: `F${n}`, createdBy: user.id });
      await dataSource.getRepository(FamilyMember).save({ familyId: family.id, userId: user.id, role: 'admin' });
    }
    return user.id;
  };

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new DigestsRepository(dataSource.getRepository(DigestRun), dataSource);
  });

  afterEach(() => dataSource.destroy());

  describe('getRecipients', () => {
    it('lists members whose digest is on, with the defaults for those who never chose (weekly, UTC)', async () => {
      const defaults = await addUser();
      const daily = await addUser({ digest: 'daily', timeZone: 'Asia/Tokyo' });
      await addUser({ digest: 'off' });
      await addUser(undefined, false);
      expect(await repository.getRecipients(0, 10)).toEqual([
        { userId: defaults, email: expect.any(String), frequency: 'weekly', timeZone: 'UTC' },
        { userId: daily, email: expect.any(String), frequency: 'daily', timeZone: 'Asia/Tokyo' },
      ]);
      expect((await repository.getRecipients(defaults, 10)).map((r) => r.userId)).toEqual([daily]);
      expect((await repository.getRecipients(0, 10, daily)).map((r) => r.userId)).toEqual([daily]);
    });
  });

  describe('claim', () => {
    it('gives a period to one claim only, until it is released; a finished one is never claimed again', async () => {
      const userId = await addUser();
      const first = await repository.claim(userId, 'W2030-01-07', now);
      expect(first).toEqual(expect.any(String));
      expect(await repository.claim(userId, 'W2030-01-07', now)).toBeNull();
      expect(await repository.getClaimed([{ userId, period: 'W2030-01-07' }, { userId, period: 'W2030-01-14' }])).toEqual(new Set([`${userId} W2030-01-07`]));

      await repository.release(userId, 'W2030-01-07', first!);
      const second = await repository.claim(userId, 'W2030-01-07', now);
      expect(second).toEqual(expect.any(String));
      await repository.finish(userId, 'W2030-01-07', second!, 'sent');
      expect(await repository.claim(userId, 'W2030-01-07', new Date(now.getTime() + 2 * DIGEST_CLAIM_STALE_MS))).toBeNull();
      expect(await repository.getLastDigestAt(userId)).toEqual(now);
    });

    it('takes over a claim left unfinished past the stale time (its job died), and the old holder can no longer finish it', async () => {
      const userId = await addUser();
      const dead = await repository.claim(userId, 'D2030-01-07', now);
      expect(await repository.claim(userId, 'D2030-01-07', new Date(now.getTime() + DIGEST_CLAIM_STALE_MS - 1))).toBeNull();
      const later = new Date(now.getTime() + DIGEST_CLAIM_STALE_MS + 1);
      const taken = await repository.claim(userId, 'D2030-01-07', later);
      expect(taken).toEqual(expect.any(String));
      await repository.finish(userId, 'D2030-01-07', dead!, 'sent');
      expect((await dataSource.getRepository(DigestRun).findOneByOrFail({ userId })).outcome).toBeNull();
      await repository.finish(userId, 'D2030-01-07', taken!, 'empty');
      expect(await repository.getLastDigestAt(userId)).toEqual(later);
    });
  });
});
