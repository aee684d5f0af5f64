import { Invitation, Photo } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { FindManyOptions, Repository } from 'typeorm';
import { OwedJobsSweeper } from './owed-jobs.sweeper';

describe(OwedJobsSweeper.name, () => {
  describe('sweep', () => {
    it('queues each owed media job once per photo, page after page, under the photo’s own job id', async () => {
      const pending = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1 }));
      const unplaced = [{ id: 7 }, { id: 9 }];
      const find = jest.fn(async ({ where, take }: FindManyOptions<Photo>) => {
        const { id, thumbnailStatus } = where as { id: { value: number }; thumbnailStatus?: string };
        return (thumbnailStatus === 'pending' ? pending : unplaced).filter((photo) => photo.id > id.value).slice(0, take);
      });
      const enqueue = jest.fn(async () => undefined);
      const noInvitations = { find: jest.fn(async () => []) } as unknown as Repository<Invitation>;
      const sweeper = new OwedJobsSweeper({ find } as unknown as Repository<Photo>, noInvitations, { enqueue } as unknown as JobProducer);

      expect(await sweeper.sweep()).toBe(1205);
      expect(find).toHaveBeenCalledTimes(4);
      expect(find.mock.calls[0][0]).toMatchObject({ where: { thumbnailStatus: 'pending' }, order: { id: 'ASC' } });
      expect(find.mock.calls[3][0]).toMatchObject({ where: { hasGps: true } });
      expect(enqueue).toHaveBeenCalledTimes(1205);
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 1203 }, { jobId: 'thumbnail-1203' });
      expect(enqueue).toHaveBeenCalledWith('media.geocode', { photoId: 9 }, { jobId: 'geocode-9' });
    });

    it('queues the e-mail of each open, unexpired invitation not yet sent, under the id of that issue of it', async () => {
      const created = new Date('2026-11-20T10:00:00.000Z');
      const owed = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, createdAt: created }));
      const find = jest.fn(async ({ where, take }: FindManyOptions<Invitation>) => owed.filter((row) => row.id > (where as { id: { value: number } }).id.value).slice(0, take));
      const enqueue = jest.fn(async () => undefined);
      const noPhotos = { find: jest.fn(async () => []) } as unknown as Repository<Photo>;
      const sweeper = new OwedJobsSweeper(noPhotos, { find } as unknown as Repository<Invitation>, { enqueue } as unknown as JobProducer);
      const now = new Date('2026-11-26T10:00:00.000Z');

      expect(await sweeper.sweep(now)).toBe(501);
      expect(find).toHaveBeenCalledTimes(2);
      const { where } = find.mock.calls[0][0] as { where: Record<string, { _type: string; _value?: unknown }> };
      expect(where.mailSentAt._type).toBe('isNull');
      expect(where.acceptedAt._type).toBe('isNull');
      expect(where.expiresAt).toMatchObject({ _type: 'moreThan', _value: now });
      expect(enqueue).toHaveBeenCalledWith('mail.invitation', { invitationId: 501 }, { jobId: `invitation-501-${created.getTime()}` });
    });
  });
});
