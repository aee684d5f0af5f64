import { describe, expect, it } from 'vitest';
import { applyBulkResults, failAll, keepBulkMedia, summaryText, type UploadItem } from './uploads';
import { makePhoto } from '../test/factories';

const file = (name: string, type: string) => new File(['x'], name, { type });
const item = (f: File): UploadItem => ({ uid: f.name, file: f, progress: 40, status: 'uploading' });

describe('keepBulkMedia', () => {
  it('keeps the accepted photos and videos, HEIC without a type included, and drops the rest', () => {
    const kept = keepBulkMedia([
      file('a.jpg', 'image/jpeg'),
      file('b.gif', 'image/gif'),
      file('c.png', 'image/png'),
      file('d.txt', 'text/plain'),
      file('e.webp', 'image/webp'),
      file('f.HEIC', ''),
      file('g.mov', 'video/quicktime'),
      file('h.mp3', 'audio/mpeg'),
    ]);
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'c.png', 'e.webp', 'f.HEIC', 'g.mov']);
  });
});

describe('summaryText', () => {
  it('reads X of Y photos uploaded successfully (N failed)', () => {
    expect(summaryText({ successful: 2, total: 3, failed: 1 })).toBe('2 of 3 photos uploaded successfully (1 failed)');
  });
  it('leaves out the failed count when nothing failed', () => {
    expect(summaryText({ successful: 3, total: 3, failed: 0 })).toBe('3 of 3 photos uploaded successfully');
  });
});

describe('applyBulkResults', () => {
  it("marks each file with its result, 'Uploaded successfully' or the error", () => {
    const items = [item(file('a.jpg', 'image/jpeg')), item(file('b.jpg', 'image/jpeg'))];
    const next = applyBulkResults(items, {
      total: 2,
      successful: 1,
      failed: 1,
      results: [
        { status: 'success', filename: 'a.jpg', photo: makePhoto(1) },
        { status: 'error', filename: 'b.jpg', error: 'Duplicate photo' },
      ],
    });
    expect(next.map((i) => [i.status, i.message, i.progress])).toEqual([
      ['success', 'Uploaded successfully', 100],
      ['error', 'Duplicate photo', 40],
    ]);
  });
  it('counts every file as failed when the request fails', () => {
    const items = [item(file('a.jpg', 'image/jpeg')), item(file('b.jpg', 'image/jpeg'))];
    expect(failAll(items, 'Upload failed').every((i) => i.status === 'error' && i.message === 'Upload failed')).toBe(true);
  });
});
