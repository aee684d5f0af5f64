import { open } from 'node:fs/promises';

/**
 * Whether every top-level box of an ISO base media file (HEIF, MP4, MOV…) ends within the file. Only box headers
 * are read (8 or 16 bytes each, a handful of reads), so it is cheap on any size: a file cut short in transfer has a
 * last box (usually the media data, `mdat`) that claims more bytes than there are.
 */
export async function topLevelBoxesComplete(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) {
        if (bytesRead < 16) return false;
        boxSize = Number(header.readBigUInt64BE(8)); // a 64-bit size follows the type
      } else if (boxSize === 0) {
        return true; // the box runs to the end of the file, whatever its length
      }
      if (boxSize < 8 || offset + boxSize > size) return false;
      offset += boxSize;
    }
    return true;
  } finally {
    await file.close();
  }
}
