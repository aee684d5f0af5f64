import { Photo } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { FindManyOptions, Repository } from 'typeorm';
import { PendingMediaSweeper } from './pending-media.sweeper';

describe(PendingMediaSweeper.name, () => {
  describe('sweep', () => {
    it('queues each owed media job once per photo, page after page, under the photo’s own job id', async () => {
      const pending = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1 }));
      const unplaced = [{ id: 7 }, { id: 9 }];
      const find = jest.fn(async ({ where, take }: FindManyOptions<Photo>) => {
        const { id, thumbnailStatus } = where as { id: { value: number }; thumbnailStatus?: string };
        return (thumbnailStatus === 'pending' ? pending : unplaced).filter((photo) => photo.id > id.value).slice(0, take);
      });
      const enqueue = jest.fn(async () => undefined);
      const sweeper = new PendingMediaSweeper({ find } as unknown as Repository<Photo>, { enqueue } as unknown as JobProducer);

      expect(await sweeper.sweep()).toBe(1205);
      expect(find).toHaveBeenCalledTimes(4);
      expect(find.mock.calls[0][0]).toMatchObject({ where: { thumbnailStatus: 'pending' }, order: { id: 'ASC' } });
      expect(find.mock.calls[3][0]).toMatchObject({ where: { hasGps: true } });
      expect(enqueue).toHaveBeenCalledTimes(1205);
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 1203 }, { jobId: 'thumbnail-1203' });
      expect(enqueue).toHaveBeenCalledWith('media.geocode', { photoId: 9 }, { jobId: 'geocode-9' });
    });
  });
});
