import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { layOutZip, ZipSource } from './zip-layout';
import { streamZip, ZipSourceChangedError } from './zip-stream';

interface BufferSource extends ZipSource {
  data: Buffer;
}

const source = (name: string, data: Buffer | string, modifiedAt = new Date('2024-05-17T10:20:30Z')): BufferSource => {
  const bytes = Buffer.from(data);
  return { name, size: bytes.length, modifiedAt, data: bytes };
};

/** Small chunks, so entries cross many reads as files do. */
const chunked = (data: Buffer, size = 7): Readable => Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)));

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface ReadEntry {
  name: string;
  data: Buffer;
  compressionMethod: number;
}

/** Every entry as yauzl reads it (it checks sizes; the CRC is compared by the caller). */
function readZip(zip: Buffer): Promise<Array<ReadEntry & { crc32: number }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const entries: Array<ReadEntry & { crc32: number }> = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          void collect(stream).then((data) => {
            entries.push({ name: entry.fileName, data, compressionMethod: entry.compressionMethod, crc32: entry.crc32 });
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}

const zipOf = async (sources: BufferSource[], forceZip64 = false) => {
  const layout = layOutZip(sources, { forceZip64 });
  const bytes = await collect(streamZip(layout, (s) => chunked(s.data)));
  return { layout, bytes };
};

describe('streamZip', () => {
  const files = [
    source('IMG_0001.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 300 }, (_, i) => i % 256)])),
    source('IMG_0001 (2).JPG', 'second'),
    source('Grand-mère à Noël.png', Buffer.alloc(1000, 7)),
    source('empty.txt', ''),
  ];

  it.each([false, true])('writes exactly the announced number of bytes, entries stored byte for byte (ZIP64 forced: %s)', async (forceZip64) => {
    const { layout, bytes } = await zipOf(files, forceZip64);
    expect(bytes.length).toBe(layout.totalBytes);
    const entries = await readZip(bytes);
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, entry] of entries.entries()) {
      expect(entry.data.equals(files[i].data)).toBe(true);
      expect(entry.compressionMethod).toBe(0);
      const { crc32 } = jest.requireActual<typeof import('node:zlib')>('node:zlib');
      expect(entry.crc32).toBe(crc32(files[i].data));
    }
  });

  it('uses ZIP64 records only when forced or needed', async () => {
    const plain = await zipOf(files);
    const forced = await zipOf(files, true);
    const zip64End = Buffer.from([0x50, 0x4b, 0x06, 0x06]);
    expect(plain.bytes.includes(zip64End)).toBe(false);
    expect(forced.bytes.includes(zip64End)).toBe(true);
    expect(forced.layout.entries.every((entry) => entry.zip64)).toBe(true);
  });

  it('is read as a valid archive by Info-ZIP and Python, ZIP64 included', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'zip-spec-'));
    try {
      for (const forceZip64 of [false, true]) {
        const path = join(folder, `test-${forceZip64}.zip`);
        writeFileSync(path, (await zipOf(files, forceZip64)).bytes);
        expect(execFileSync('unzip', ['-t', path]).toString()).toMatch(/No errors detected/);
        const script = 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint("\\n".join(i.filename for i in z.infolist()))';
        expect(execFileSync('python3', ['-c', script, path]).toString().trim().split('\n')).toEqual(files.map((f) => f.name));
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    ['shorter', 'abc'],
    ['longer', 'abcdefghij'],
  ])('fails the stream when a source is %s than planned', async (_, actual) => {
    const layout = layOutZip([source('a.txt', 'abcdef')]);
    await expect(collect(streamZip(layout, () => Readable.from([Buffer.from(actual)])))).rejects.toBeInstanceOf(ZipSourceChangedError);
  });

  it('opens one source at a time, only when the reader gets to it, and closes it when the reader goes away', async () => {
    const opened: string[] = [];
    let destroyed = 0;
    const big = source('big.bin', Buffer.alloc(1 << 20));
    const layout = layOutZip([big, source('next.bin', 'x')]);
    const zip = streamZip(layout, (s) => {
      opened.push(s.name);
      const stream = chunked(s.data, 64 * 1024);
      stream.once('close', () => destroyed++);
      return stream;
    });
    for await (const _chunk of zip) break; // reads one chunk, then lets go (destroys the archive's stream)
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toEqual(['big.bin']);
    expect(destroyed).toBe(1);
  });
});

describe('layOutZip', () => {
  it('switches an entry to ZIP64 when it or its header passes 4 GiB, and the end when the count passes 65,535', () => {
    const at = new Date('2020-01-01T00:00:00Z');
    const layout = layOutZip([
      { name: 'a', size: 2 ** 32 - 1, modifiedAt: at },
      { name: 'b', size: 10, modifiedAt: at },
    ]);
    expect(layout.entries.map((e) => e.zip64)).toEqual([true, true]);
    expect(layout.zip64End).toBe(true);
    const small = layOutZip([{ name: 'a', size: 2 ** 32 - 40, modifiedAt: at }].concat({ name: 'b', size: 1, modifiedAt: at }));
    expect(small.entries.map((e) => e.zip64)).toEqual([false, true]);
    const many = layOutZip(Array.from({ length: 65_535 }, (_, i) => ({ name: `${i}`, size: 0, modifiedAt: at })));
    expect(many.entries.some((e) => e.zip64)).toBe(false);
    expect(many.zip64End).toBe(true);
  });

  it('refuses sizes that are not byte counts and names a header cannot hold', () => {
    const at = new Date();
    expect(() => layOutZip([{ name: 'a', size: -1, modifiedAt: at }])).toThrow(RangeError);
    expect(() => layOutZip([{ name: 'a', size: 1.5, modifiedAt: at }])).toThrow(RangeError);
    expect(() => layOutZip([{ name: '', size: 1, modifiedAt: at }])).toThrow(RangeError);
  });
});
