import { DISK_RESERVE_BYTES, GIB, noRoomForFile, noRoomForRequest, refusingUploads } from './storage-room';

const MB = 1024 ** 2;

describe('storage room', () => {
  const figures = { usedBytes: 900 * MB, limitBytes: GIB, diskFreeBytes: 5 * GIB };

  describe(noRoomForRequest.name, () => {
    it('lets through what fits under the limit and leaves the reserve free', () => {
      expect(noRoomForRequest(figures, 100 * MB, 100 * MB)).toBeNull();
      expect(noRoomForRequest(figures, GIB - 900 * MB, GIB - 900 * MB)).toBeNull();
    });

    it('refuses what would pass the limit', () => {
      expect(noRoomForRequest(figures, GIB - 900 * MB + 1, GIB - 900 * MB + 1)).toBe('limit');
      expect(noRoomForRequest({ ...figures, usedBytes: GIB }, 10 * MB, 1)).toBe('limit');
    });

    it('lets a bulk upload larger than the room left go ahead, since some of its files may fit', () => {
      expect(noRoomForRequest(figures, 3 * GIB, 1)).toBeNull();
    });

    it('refuses what would leave less than the reserve free on the disk, even far under the limit', () => {
      const roomy = { ...figures, limitBytes: 100 * GIB };
      expect(noRoomForRequest({ ...roomy, diskFreeBytes: DISK_RESERVE_BYTES + 10 * MB }, 10 * MB, 10 * MB)).toBeNull();
      expect(noRoomForRequest({ ...roomy, diskFreeBytes: DISK_RESERVE_BYTES + 10 * MB }, 10 * MB + 1, 10 * MB + 1)).toBe('disk');
      expect(noRoomForRequest({ ...roomy, diskFreeBytes: 500 * MB }, 1, 1)).toBe('disk');
    });
  });

  describe(noRoomForFile.name, () => {
    it('judges a received file by the limit, and by the reserve with the file already on the disk', () => {
      expect(noRoomForFile(figures, 124 * MB)).toBeNull();
      expect(noRoomForFile(figures, 125 * MB)).toBe('limit');
      // The file's bytes are in the free space measured already: not counted a second time.
      expect(noRoomForFile({ ...figures, diskFreeBytes: DISK_RESERVE_BYTES }, 50 * MB)).toBeNull();
      expect(noRoomForFile({ ...figures, diskFreeBytes: DISK_RESERVE_BYTES - 1 }, 50 * MB)).toBe('disk');
    });
  });

  describe(refusingUploads.name, () => {
    it('is true at the limit and at the reserve, not before', () => {
      expect(refusingUploads(figures)).toBe(false);
      expect(refusingUploads({ ...figures, usedBytes: GIB })).toBe(true);
      expect(refusingUploads({ ...figures, diskFreeBytes: DISK_RESERVE_BYTES - 1 })).toBe(true);
    });
  });
});
