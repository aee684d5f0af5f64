import { Readable } from 'node:stream';
import { ServedFile } from './photo-files.service';
import { IMMUTABLE, imageCacheControl, REVALIDATE, versionedUrl } from './versioned-image';

describe('versioned images', () => {
  const file = (version?: string): ServedFile => ({ contentType: 'image/webp', etag: '"e"', size: 1, version, open: () => Readable.from([]) });

  it('puts the version in the URL, and leaves the path bare while there is none', () => {
    expect(versionedUrl('/api/photos/7/thumbnail', 'aB3_-x9Q')).toBe('/api/photos/7/thumbnail?v=aB3_-x9Q');
    expect(versionedUrl('/api/photos/7/thumbnail', null)).toBe('/api/photos/7/thumbnail');
  });

  it.each([
    ['the current version', file('v1'), 'v1', IMMUTABLE],
    ['no version', file('v1'), undefined, REVALIDATE],
    ['a former version', file('v1'), 'v0', REVALIDATE],
    ['a version, for a file that has none (a stand-in)', file(), 'v1', REVALIDATE],
    ['nothing, for a file that has none', file(), undefined, REVALIDATE],
  ])('is kept for good only when asked for by its current version: %s', (_, served, asked, expected) => {
    expect(imageCacheControl(served, asked)).toBe(expected);
  });

  it("answers a share link's stale ask as the link says", () => {
    expect(imageCacheControl(file('v1'), 'v0', 'no-store')).toBe('no-store');
    expect(imageCacheControl(file('v1'), 'v1', 'no-store')).toBe(IMMUTABLE);
  });
});
