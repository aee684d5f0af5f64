import { AppConfig } from '@heirloom/config';
import { PhotosRepository } from '@heirloom/database';
import { HttpException } from '@nestjs/common';
import { StatFs } from './disk-space';
import { StorageQuotaService } from './storage-quota.service';
import { GIB } from './storage-room';

const MB = 1024 ** 2;

/** A volume with `free` bytes left, as fs.statfs reports it (4 KiB blocks, counts as bigint as Node may give them). */
const fakeStatFs = (free: () => number): StatFs & jest.Mock =>
  jest.fn(async () => ({ bavail: BigInt(Math.floor(free() / 4096)), bsize: 4096n }));

function quota({ used = 0, limitGb = 1, free = 10 * GIB }: { used?: number; limitGb?: number; free?: number | (() => number) } = {}) {
  const statFs = fakeStatFs(typeof free === 'function' ? free : () => free);
  const photos = { getStoredBytes: jest.fn(async () => used) } as unknown as PhotosRepository;
  const config = { storageLimitGb: limitGb, storageDir: '/srv/heirloom/storage' } as AppConfig;
  return { service: new StorageQuotaService(config, photos, statFs), statFs };
}

/** The status and message of what the call threw, or null when it did not. */
async function refusal(call: () => Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await call();
    return null;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), message: error.message };
  }
}

describe(StorageQuotaService.name, () => {
  describe('figures', () => {
    it('reads the used storage, the limit in bytes and the free space of the storage volume', async () => {
      const { service, statFs } = quota({ used: 123, limitGb: 0.5, free: 7 * GIB });
      expect(await service.figures()).toEqual({ usedBytes: 123, limitBytes: GIB / 2, diskFreeBytes: 7 * GIB });
      expect(statFs).toHaveBeenCalledWith('/srv/heirloom/storage');
    });

    it('measures a storage folder not made yet on the nearest folder above it', async () => {
      const missing = Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      const { service, statFs } = quota();
      statFs.mockRejectedValueOnce(missing).mockRejectedValueOnce(missing);
      expect((await service.figures()).diskFreeBytes).toBe(10 * GIB);
      expect(statFs.mock.calls.map(([path]) => path)).toEqual(['/srv/heirloom/storage', '/srv/heirloom', '/srv']);
    });
  });

  describe('requireRoomForRequest', () => {
    it('refuses with 507 and a message naming what to do, not the figures', async () => {
      const { service } = quota({ used: GIB - 5 * MB });
      expect(await refusal(() => service.requireRoomForRequest(4 * MB, 4 * MB))).toBeNull();
      const refused = await refusal(() => service.requireRoomForRequest(6 * MB, 6 * MB));
      expect(refused).toEqual({ status: 507, message: expect.stringMatching(/storage limit.*administrator/) });
      expect(refused!.message).not.toMatch(/\d/);
    });

    it('refuses with 507 when the disk would be left with less than 1 GiB free', async () => {
      const { service } = quota({ limitGb: 1000, free: GIB + 20 * MB });
      expect(await refusal(() => service.requireRoomForRequest(20 * MB, 20 * MB))).toBeNull();
      expect(await refusal(() => service.requireRoomForRequest(21 * MB, 21 * MB))).toEqual({
        status: 507,
        message: expect.stringMatching(/disk is almost full.*administrator/),
      });
    });
  });

  describe('tally', () => {
    it('counts each kept file against the limit for the next, refusing only those that do not fit', async () => {
      const { service } = quota({ used: GIB - 10 * MB });
      const tally = await service.tally();
      await expect(tally.take(6 * MB)).resolves.toBeUndefined();
      expect(await refusal(() => tally.take(6 * MB))).toMatchObject({ status: 507 });
      // A smaller file after a refused one still fits in what is left.
      await expect(tally.take(4 * MB)).resolves.toBeUndefined();
      expect(await refusal(() => tally.take(1))).toMatchObject({ status: 507 });
    });

    it('measures the disk again for every file', async () => {
      let free = 2 * GIB;
      const { service, statFs } = quota({ limitGb: 1000, free: () => free });
      const tally = await service.tally();
      await tally.take(MB);
      free = GIB - 1;
      expect(await refusal(() => tally.take(MB))).toEqual({ status: 507, message: expect.stringMatching(/disk/) });
      expect(statFs).toHaveBeenCalledTimes(2);
    });
  });
});
