import { writeFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { entryName, openEntry, openZip, zipEntries } from '../zip.reader';

/** An entry of a hand-made zip: any name at all, which archiver (it sanitises names) cannot write. */
export interface FixtureEntry {
  name: string;
  data: Buffer | string;
  deflate?: boolean;
  /** Unix mode bits for the external attributes (e.g. 0o120777 for a symbolic link). */
  mode?: number;
  /** Overrides the CRC-32 recorded for the entry (to fake damage). */
  crc?: number;
}

/** Writes a minimal zip (no zip64, no data descriptors) holding exactly the entries given, for tests of the reader. */
export function writeFixtureZip(path: string, entries: FixtureEntry[]): void {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const body = entry.deflate ? deflateRawSync(raw) : raw;
    const crc = entry.crc ?? crc32(raw);
    const method = entry.deflate ? 8 : 0;
    // The local header and the central directory record share these fields, at offsets 4 and 6 respectively.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2);
      header.writeUInt16LE(method, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(raw.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      return header;
    };
    const local = common(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = common(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...locals, directory, end]));
}

/** Every entry of an archive, in memory (test archives are small), to craft damaged or hostile variants of it. */
export async function readFixtureZip(path: string): Promise<Array<FixtureEntry & { compressionMethod: number }>> {
  const zip = await openZip(path);
  const entries: Array<FixtureEntry & { compressionMethod: number }> = [];
  for await (const entry of zipEntries(zip)) {
    const chunks: Buffer[] = [];
    for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entryName(entry)!, data: Buffer.concat(chunks), deflate: entry.compressionMethod === 8, compressionMethod: entry.compressionMethod });
  }
  zip.close();
  return entries;
}
