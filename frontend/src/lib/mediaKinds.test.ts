import { describe, expect, it } from 'vitest';
import { ACCEPTED_MEDIA_INPUT, isAcceptedMedia, isVideoFile, tooLargeMessage } from './mediaKinds';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('ACCEPTED_MEDIA_INPUT', () => {
  it('names every accepted type and extension, HEIC included', () => {
    const parts = ACCEPTED_MEDIA_INPUT.split(',');
    for (const type of ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp', 'image/avif', 'image/tiff'])
      expect(parts).toContain(type);
    for (const type of ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/webm', 'video/3gpp']) expect(parts).toContain(type);
    for (const ext of ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.webp', '.avif', '.tif', '.tiff', '.mp4', '.mov', '.m4v', '.webm', '.3gp'])
      expect(parts).toContain(ext);
  });
});

describe('isAcceptedMedia', () => {
  it('accepts every photo and video kind by its type', () => {
    expect(isAcceptedMedia(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedMedia(file('a.webp', 'image/webp'))).toBe(true);
    expect(isAcceptedMedia(file('scan.tif', 'image/tiff'))).toBe(true);
    expect(isAcceptedMedia(file('clip', 'video/quicktime'))).toBe(true);
    expect(isAcceptedMedia(file('clip.3gp', 'video/3gpp'))).toBe(true);
  });
  it('accepts HEIC and videos the browser gives no type (or a generic one), by their extension', () => {
    expect(isAcceptedMedia(file('IMG_0001.HEIC', ''))).toBe(true);
    expect(isAcceptedMedia(file('IMG_0002.heif', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedMedia(file('IMG_0003.MOV', ''))).toBe(true);
    expect(isAcceptedMedia(file('a.jpeg', ''))).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isAcceptedMedia(file('a.gif', 'image/gif'))).toBe(false);
    expect(isAcceptedMedia(file('a.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedMedia(file('notes.txt', ''))).toBe(false);
    expect(isAcceptedMedia(file('song.mp3', 'audio/mpeg'))).toBe(false);
    expect(isAcceptedMedia(file('heic', ''))).toBe(false);
  });
});

describe('isVideoFile', () => {
  it('tells videos from photos by type or extension', () => {
    expect(isVideoFile(file('clip.mp4', 'video/mp4'))).toBe(true);
    expect(isVideoFile(file('IMG_0003.MOV', ''))).toBe(true);
    expect(isVideoFile(file('IMG_0001.HEIC', ''))).toBe(false);
    expect(isVideoFile(file('a.jpg', 'image/jpeg'))).toBe(false);
  });
});

describe('tooLargeMessage', () => {
  const MB = 1024 * 1024;
  const limits = { max_photo_mb: 50, max_video_mb: 2048 };
  const sized = (name: string, type: string, size: number) => ({ name, type, size });

  it("names a photo over MAX_UPLOAD_MB in the server's own words", () => {
    expect(tooLargeMessage(sized('scan.tif', 'image/tiff', 50 * MB + 1), limits)).toBe('"scan.tif" is larger than the 50 MB limit for one photo');
    expect(tooLargeMessage(sized('scan.tif', 'image/tiff', 50 * MB), limits)).toBeNull();
  });

  it('holds a video (by its type or its extension) to MAX_VIDEO_MB instead', () => {
    expect(tooLargeMessage(sized('film.mov', 'video/quicktime', 51 * MB), limits)).toBeNull();
    expect(tooLargeMessage(sized('film.MOV', '', 2049 * MB), limits)).toBe('"film.MOV" is larger than the 2048 MB limit for one video');
  });

  it('reads fractional limits as the server does (floor of MB × 1024²), and says nothing while they are unknown', () => {
    const small = { max_photo_mb: 1.8, max_video_mb: 2.5 };
    expect(tooLargeMessage(sized('a.jpg', 'image/jpeg', Math.floor(1.8 * MB)), small)).toBeNull();
    expect(tooLargeMessage(sized('a.jpg', 'image/jpeg', Math.floor(1.8 * MB) + 1), small)).toBe('"a.jpg" is larger than the 1.8 MB limit for one photo');
    expect(tooLargeMessage(sized('a.jpg', 'image/jpeg', 10_000 * MB), undefined)).toBeNull();
  });
});
