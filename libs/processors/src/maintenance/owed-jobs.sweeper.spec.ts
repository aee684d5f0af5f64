import { AccountToken, Invitation, Photo } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { FindManyOptions, Repository } from 'typeorm';
import { OwedJobsSweeper } from './owed-jobs.sweeper';

const none = <T extends object>() => ({ find: jest.fn(async () => []) }) as unknown as Repository<T>;

describe(OwedJobsSweeper.name, () => {
  describe('sweep', () => {
    it('queues each owed media job once per photo, page after page, under the photo’s own job id', async () => {
      const pending = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1 }));
      const uncounted = [{ id: 4 }];
      const unplaced = [{ id: 7 }, { id: 9 }];
      const find = jest.fn(async ({ where, take }: FindManyOptions<Photo>) => {
        const { id, thumbnailStatus } = where as { id: { value: number }; thumbnailStatus?: string };
        const rows = thumbnailStatus === 'pending' ? pending : thumbnailStatus === 'ready' ? uncounted : unplaced;
        return rows.filter((photo) => photo.id > id.value).slice(0, take);
      });
      const enqueue = jest.fn(async () => undefined);
      const sweeper = new OwedJobsSweeper({ find } as unknown as Repository<Photo>, none<Invitation>(), none<AccountToken>(), { enqueue } as unknown as JobProducer);

      expect(await sweeper.sweep()).toBe(1206);
      expect(find).toHaveBeenCalledTimes(5);
      expect(find.mock.calls[0][0]).toMatchObject({ where: { thumbnailStatus: 'pending' }, order: { id: 'ASC' } });
      expect(find.mock.calls[3][0]).toMatchObject({ where: { thumbnailStatus: 'ready', derivativesBytes: 0 } });
      expect(find.mock.calls[4][0]).toMatchObject({ where: { hasGps: true } });
      expect(enqueue).toHaveBeenCalledTimes(1206);
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 4 }, { jobId: 'thumbnail-4' });
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 1203 }, { jobId: 'thumbnail-1203' });
      expect(enqueue).toHaveBeenCalledWith('media.geocode', { photoId: 9 }, { jobId: 'geocode-9' });
    });

    it('queues the e-mail of each open, unexpired invitation not yet sent, under the id of that issue of it', async () => {
      const created = new Date('2026-11-20T10:00:00.000Z');
      const owed = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, createdAt: created }));
      const find = jest.fn(async ({ where, take }: FindManyOptions<Invitation>) => owed.filter((row) => row.id > (where as { id: { value: number } }).id.value).slice(0, take));
      const enqueue = jest.fn(async () => undefined);
      const sweeper = new OwedJobsSweeper(none<Photo>(), { find } as unknown as Repository<Invitation>, none<AccountToken>(), { enqueue } as unknown as JobProducer);
      const now = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweep(now)).toBe(501);
      expect(find).toHaveBeenCalledTimes(2);
      const { where } = find.mock.calls[0][0] as { where: Record<string, { _type: string; _value?: unknown }> };
      expect(where.mailSentAt._type).toBe('isNull');
      expect(where.acceptedAt._type).toBe('isNull');
      expect(where.expiresAt).toMatchObject({ _type: 'moreThan', _value: now });
      expect(enqueue).toHaveBeenCalledWith('mail.invitation', { invitationId: 501 }, { jobId: `invitation-501-${created.getTime()}` });
    });

    it('queues the e-mail of each account token still owed one, unused and unexpired, under the token’s own job id', async () => {
      const owed = [{ id: 3 }, { id: 8 }];
      const find = jest.fn(async ({ where, take }: FindManyOptions<AccountToken>) => owed.filter((row) => row.id > (where as { id: { value: number } }).id.value).slice(0, take));
      const enqueue = jest.fn(async () => undefined);
      const sweeper = new OwedJobsSweeper(none<Photo>(), none<Invitation>(), { find } as unknown as Repository<AccountToken>, { enqueue } as unknown as JobProducer);
      const now = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweep(now)).toBe(2);
      const { where } = find.mock.calls[0][0] as { where: Record<string, { _type: string; _value?: unknown }> };
      expect(where.mailSentAt._type).toBe('isNull');
      expect(where.usedAt._type).toBe('isNull');
      expect(where.expiresAt).toMatchObject({ _type: 'moreThan', _value: now });
      expect(enqueue.mock.calls).toEqual([
        ['mail.account-token', { tokenId: 3 }, { jobId: 'account-token-3' }],
        ['mail.account-token', { tokenId: 8 }, { jobId: 'account-token-8' }],
      ]);
    });
  });
});
