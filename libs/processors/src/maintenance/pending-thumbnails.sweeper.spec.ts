import { Photo } from '@heirloom/database';
import { JobProducer } from '@heirloom/jobs';
import { FindManyOptions, Repository } from 'typeorm';
import { PendingThumbnailsSweeper } from './pending-thumbnails.sweeper';

describe(PendingThumbnailsSweeper.name, () => {
  describe('sweep', () => {
    it('queues one thumbnail job per pending photo, page after page, each under the photo’s own job id', async () => {
      const pending = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1 }));
      const find = jest.fn(async ({ where, take }: FindManyOptions<Photo>) => {
        const after = (where as { id: { value: number } }).id.value;
        return pending.filter((photo) => photo.id > after).slice(0, take);
      });
      const enqueue = jest.fn(async () => undefined);
      const sweeper = new PendingThumbnailsSweeper({ find } as unknown as Repository<Photo>, { enqueue } as unknown as JobProducer);

      expect(await sweeper.sweep()).toBe(1203);
      expect(find).toHaveBeenCalledTimes(3);
      expect(find.mock.calls[0][0]).toMatchObject({ where: { thumbnailStatus: 'pending' }, order: { id: 'ASC' } });
      expect(enqueue).toHaveBeenCalledTimes(1203);
      expect(enqueue).toHaveBeenCalledWith('media.thumbnail', { photoId: 1203 }, { jobId: 'thumbnail-1203' });
    });
  });
});
