import { playbackSize, playsAsIs, remuxesForPlayback } from './video-playback';

describe(playsAsIs.name, () => {
  const mp4 = { container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p' } as const;

  it('plays H.264 with AAC or no sound in MP4 as it is', () => {
    expect(playsAsIs(mp4)).toBe(true);
    expect(playsAsIs({ ...mp4, audioCodec: null })).toBe(true);
  });

  it.each([
    ['an HEVC video', { videoCodec: 'hevc' }],
    ['a MOV', { container: 'mov' }],
    ['a 3GP', { container: '3gp' }],
    ['a WebM', { container: 'webm', videoCodec: 'vp9', audioCodec: 'opus' }],
    ['MP3 sound', { audioCodec: 'mp3' }],
    ['10-bit pictures', { pixelFormat: 'yuv420p10le' }],
  ] as const)('makes a copy of %s', (_, change) => {
    expect(playsAsIs({ ...mp4, ...change })).toBe(false);
  });
});

describe(playbackSize.name, () => {
  it.each([
    [{ width: 3840, height: 2160 }, { width: 1920, height: 1080 }],
    [{ width: 2160, height: 3840 }, { width: 1080, height: 1920 }],
    [{ width: 1920, height: 1440 }, { width: 1440, height: 1080 }],
    [{ width: 640, height: 480 }, { width: 640, height: 480 }],
    [{ width: 321, height: 241 }, { width: 322, height: 242 }],
  ])('fits %p into 1080p as %p', (shown, expected) => {
    expect(playbackSize(shown)).toEqual(expected);
  });
});

describe(remuxesForPlayback.name, () => {
  const mov = { container: 'mov', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', width: 1920, height: 1080 } as const;

  it('moves H.264 with AAC or no sound, at most 1080p either way round, into MP4 as it is', () => {
    expect(remuxesForPlayback(mov)).toBe(true);
    expect(remuxesForPlayback({ ...mov, audioCodec: null, width: 1080, height: 1920 })).toBe(true);
    expect(remuxesForPlayback({ ...mov, container: '3gp', width: 640, height: 480 })).toBe(true);
  });

  it.each([
    ['HEVC', { videoCodec: 'hevc' }],
    ['4K', { width: 3840, height: 2160 }],
    ['10-bit pictures', { pixelFormat: 'yuv420p10le' }],
    ['MP3 sound', { audioCodec: 'mp3' }],
    ['an odd size', { width: 321, height: 241 }],
  ] as const)('encodes %s again', (_, change) => {
    expect(remuxesForPlayback({ ...mov, ...change })).toBe(false);
  });
});
