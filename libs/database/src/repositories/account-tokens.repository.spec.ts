import { DataSource } from 'typeorm';
import { AccountToken, User } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { AccountTokensRepository } from './account-tokens.repository';

describe(`${AccountTokensRepository.name} on SQLite`, () => {
  const now = new Date('2026-11-26T10:00:00.000Z');
  const later = new Date(now.getTime() + 86_400_000);
  let dataSource: DataSource;
  let repository: AccountTokensRepository;
  let n = 0;

  const addUser = async (fields: Partial<User> = {}) => dataSource.getRepository(User).save({ email: `u${++n}@example.com`, name: `U${n}`, passwordHash: 'x', ...fields });
  const reload = (id: number) => dataSource.getRepository(AccountToken).findOneByOrFail({ id });

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new AccountTokensRepository(dataSource.getRepository(AccountToken));
  });

  afterEach(() => dataSource.destroy());

  describe('getOwedMail', () => {
    it('pages the unused, unexpired tokens whose e-mail has not gone out, along the primary key', async () => {
      const user = await addUser();
      const owe = async (fields: Partial<AccountToken> = {}) => (await repository.createOwed(user.id, 'verify_email', user.email, fields.expiresAt ?? later)).id;
      const owed = [await owe(), await owe(), await owe()];
      await repository.markMailSent(await owe(), now);
      await dataSource.getRepository(AccountToken).update({ id: await owe() }, { usedAt: now });
      await owe({ expiresAt: now });

      expect(await repository.getOwedMail(now, 0, 2)).toEqual([{ id: owed[0] }, { id: owed[1] }]);
      expect(await repository.getOwedMail(now, owed[1], 2)).toEqual([{ id: owed[2] }]);
    });
  });

  describe('mint', () => {
    it('stores the hash while the e-mail is owed, and not once it went out', async () => {
      const user = await addUser();
      const { id } = await repository.createOwed(user.id, 'verify_email', user.email, later);
      expect(await repository.getOwedWithUser(id)).toMatchObject({ id, user: { id: user.id, email: user.email } });
      expect(await repository.mint(id, 'a'.repeat(64), later)).toBe(true);
      await repository.markMailSent(id, now);
      expect(await repository.mint(id, 'b'.repeat(64), later)).toBe(false);
      expect((await reload(id)).tokenHash).toBe('a'.repeat(64));
      expect(await repository.getOwedWithUser(id)).toBeNull();
    });
  });

  describe('claimForVerification', () => {
    it('uses the token once and verifies the address it was mailed to, keeping the first verification', async () => {
      const user = await addUser();
      const token = await repository.createOwed(user.id, 'verify_email', user.email, later);
      expect(await repository.claimForVerification(token, now)).toBe(true);
      expect(await repository.claimForVerification(token, later)).toBe(false);
      expect((await reload(token.id)).usedAt).toEqual(now);
      expect((await dataSource.getRepository(User).findOneByOrFail({ id: user.id })).emailVerifiedAt).toEqual(now);
    });

    it('verifies nothing when the account has another address by now', async () => {
      const user = await addUser();
      const token = await repository.createOwed(user.id, 'verify_email', user.email, later);
      await dataSource.getRepository(User).update({ id: user.id }, { email: 'moved@example.com' });
      await repository.claimForVerification(token, now);
      expect((await dataSource.getRepository(User).findOneByOrFail({ id: user.id })).emailVerifiedAt).toBeNull();
    });
  });
});
