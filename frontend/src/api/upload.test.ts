import { describe, expect, it } from 'vitest';
import { perFileProgress } from './upload';

describe('perFileProgress', () => {
  it('fills files in order as bytes are sent', () => {
    expect(perFileProgress([100, 100], 0, 200)).toEqual([0, 0]);
    expect(perFileProgress([100, 100], 50, 200)).toEqual([50, 0]);
    expect(perFileProgress([100, 100], 150, 200)).toEqual([100, 50]);
    expect(perFileProgress([100, 100], 200, 200)).toEqual([100, 100]);
  });
  it('scales the multipart overhead away', () => {
    // 300 bytes of files in a 330-byte body: half the body is half the files.
    expect(perFileProgress([100, 200], 165, 330)).toEqual([100, 25]);
  });
});
