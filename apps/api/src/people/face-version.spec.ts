import { faceVersionOf, sourceOf } from './face-version';

describe(faceVersionOf.name, () => {
  const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };

  it('names the tag and box a face is cut from, as its storage key does', () => {
    expect(sourceOf({ photoId: 12, region: box })).toBe('12-1000-2000-3000-4000');
    expect(sourceOf({ photoId: 12, region: null })).toBe('12-all');
  });

  it('is short URL-safe text, the same for the same face and another for another photo or box', () => {
    const version = faceVersionOf({ photoId: 12, region: box });
    expect(version).toMatch(/^[\w-]{12}$/);
    expect(faceVersionOf({ photoId: 12, region: { ...box } })).toBe(version);
    expect(faceVersionOf({ photoId: 13, region: box })).not.toBe(version);
    expect(faceVersionOf({ photoId: 12, region: { ...box, x: 0.5 } })).not.toBe(version);
    expect(faceVersionOf({ photoId: 12, region: null })).not.toBe(version);
  });
});
