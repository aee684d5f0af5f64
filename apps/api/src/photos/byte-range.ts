/** One byte range of a file, both ends included (as HTTP counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Ranges a request may name at most: a player asks for one; a long list is a way to make a server work. */
const MOST_RANGES = 1;

/**
 * The range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2): a range, 'unsatisfiable' (416) when
 * it names no byte of the file, or null when the header is absent, not in bytes, malformed or asks for several
 * ranges — then the whole file is sent with 200, as the RFC lets a server do.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match) return null;
  const specs = match[1].split(',').map((spec) => spec.trim());
  if (specs.length > MOST_RANGES) return null;
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return null;
  if (spec[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(spec[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Number(spec[2]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  if (spec[2] !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
