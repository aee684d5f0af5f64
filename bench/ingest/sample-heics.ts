import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The real iPhone 7 photo of libs/media's fixtures: 4032 × 3024 (12.2 MP) HEVC tiles in an HEIC grid, 1.7 MB. */
export const HEIC_SOURCE = join(process.cwd(), 'libs', 'media', 'test-fixtures', 'apple-iphone-7.heic');

/**
 * Copies of a real iPhone HEIC, each made distinct (so none is refused as a duplicate) by a top-level `free` box
 * appended after its boxes: readers skip free boxes, so every copy decodes to the very same pixels. Kept in
 * bench/.data (git-ignored).
 */
export async function sampleHeics(dataDir: string, count: number): Promise<string[]> {
  const dir = join(dataDir, 'heic-iphone-7');
  await mkdir(dir, { recursive: true });
  const original = await readFile(HEIC_SOURCE);
  const paths: string[] = [];
  for (let i = 1; i <= count; i++) {
    const path = join(dir, `IMG_${String(i).padStart(4, '0')}.HEIC`);
    if (!existsSync(path)) await writeFile(path, Buffer.concat([original, freeBox(`heirloom bench copy ${i}`)]));
    paths.push(path);
  }
  return paths;
}

function freeBox(text: string): Buffer {
  const payload = Buffer.from(text, 'latin1');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([header, payload]);
}
