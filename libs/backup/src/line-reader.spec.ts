import { Readable } from 'node:stream';
import { readLines } from './line-reader';

const collect = async (chunks: Array<Buffer | string>, max = 1000) => {
  const lines: string[] = [];
  for await (const line of readLines(Readable.from(chunks, { objectMode: true }), max)) lines.push(line);
  return lines;
};

describe(readLines.name, () => {
  it('splits lines across chunk boundaries', async () => {
    expect(await collect(['{"a":1}\n{"b"', ':2}\n', '{"c":3}\n'])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('keeps a multi-byte character split between two chunks', async () => {
    const bytes = Buffer.from('"👨‍👩‍👧 שלום"\n', 'utf8');
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await collect(chunks)).toEqual(['"👨‍👩‍👧 שלום"']);
  });

  it('yields a last line without a newline and nothing for an empty stream', async () => {
    expect(await collect(['a\nb'])).toEqual(['a', 'b']);
    expect(await collect([])).toEqual([]);
  });

  it('refuses a line longer than the limit, even before its end arrives', async () => {
    await expect(collect(['x'.repeat(50), 'x'.repeat(60)], 100)).rejects.toThrow(/longer than 100/);
    await expect(collect(['x'.repeat(101) + '\n'], 100)).rejects.toThrow(/longer than 100/);
  });
});
