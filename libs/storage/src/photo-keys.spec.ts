import { familyPhotoPrefixes, photoFileKeys, playbackKeyFor } from './photo-keys';

describe(playbackKeyFor.name, () => {
  it('puts the playback copy beside its original, as MP4', () => {
    expect(playbackKeyFor('originals/12/0b6f3c2e-1d2a-4c55-9d4e-3f1a2b3c4d5e.mov')).toBe('playback/12/0b6f3c2e-1d2a-4c55-9d4e-3f1a2b3c4d5e.mp4');
    expect(playbackKeyFor('originals/3/abc.webm')).toBe('playback/3/abc.mp4');
  });

  it('refuses a key that is not an original', () => {
    expect(() => playbackKeyFor('thumbnails/12/abc.webp')).toThrow(/Not an original/);
  });
});

describe(photoFileKeys.name, () => {
  const keys = { originalKey: 'originals/1/a.mov', thumbnailKey: 'thumbnails/1/a.webp', previewKey: 'previews/1/a.webp' };

  it("lists a video's playback copy with its other files, when it has one", () => {
    expect(photoFileKeys({ ...keys, playbackKey: 'playback/1/a.mp4' })).toEqual([...Object.values(keys), 'playback/1/a.mp4']);
    expect(photoFileKeys({ ...keys, playbackKey: null })).toEqual(Object.values(keys));
  });

  it("deletes a family's playback copies with its photos", () => {
    expect(familyPhotoPrefixes(7)).toContain('playback/7/');
  });
});
