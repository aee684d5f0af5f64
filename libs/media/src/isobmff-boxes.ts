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

/** The meta box of a HEIF is a few kilobytes; one larger than this is not looked into (nor refused). */
const MAX_META_BYTES = 4 * 1024 * 1024;

interface Box {
  type: string;
  /** Where its content starts (after the header) and ends, in the buffer it was read from. */
  start: number;
  end: number;
}

/** The boxes directly inside buffer[from, to); stops at the first that does not fit. */
function childBoxes(buffer: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) break;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) break;
    boxes.push({ type: buffer.toString('latin1', offset + 4, offset + 8), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** An unsigned integer of 0, 4 or 8 bytes (iloc's field sizes). */
function readSized(buffer: Buffer, offset: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 4) return buffer.readUInt32BE(offset);
  if (bytes === 8) return Number(buffer.readBigUInt64BE(offset));
  if (bytes === 2) return buffer.readUInt16BE(offset);
  throw new RangeError(`field of ${bytes} bytes`);
}

interface ItemLocation {
  id: number;
  extents: Array<{ offset: number; length: number }>;
}

/** The items stored in the file itself (construction method 0) and where their bytes are, from `iloc`. */
function itemLocations(meta: Buffer, iloc: Box): ItemLocation[] {
  let at = iloc.start;
  const version = meta[at];
  at += 4;
  const offsetSize = meta[at] >> 4;
  const lengthSize = meta[at] & 15;
  const baseOffsetSize = meta[at + 1] >> 4;
  const indexSize = version === 1 || version === 2 ? meta[at + 1] & 15 : 0;
  at += 2;
  const itemCount = version < 2 ? meta.readUInt16BE(at) : meta.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const items: ItemLocation[] = [];
  for (let i = 0; i < itemCount; i++) {
    const id = version < 2 ? meta.readUInt16BE(at) : meta.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let constructionMethod = 0;
    if (version === 1 || version === 2) {
      constructionMethod = meta.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const baseOffset = readSized(meta, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = meta.readUInt16BE(at);
    at += 2;
    const extents = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = readSized(meta, at, offsetSize);
      at += offsetSize;
      const length = readSized(meta, at, lengthSize);
      at += lengthSize;
      extents.push({ offset: baseOffset + offset, length });
    }
    if (at > iloc.end) throw new RangeError('iloc runs past its box');
    if (constructionMethod === 0) items.push({ id, extents });
  }
  return items;
}

/** Item ids by type ('hvc1', 'grid', 'Exif'…), from `iinf`'s version 2 and 3 entries. */
function itemTypes(meta: Buffer, iinf: Box): Map<number, string> {
  const version = meta[iinf.start];
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  const types = new Map<number, string>();
  for (const infe of childBoxes(meta, entriesStart, iinf.end).filter((box) => box.type === 'infe')) {
    const infeVersion = meta[infe.start];
    if (infeVersion < 2) continue;
    const idBytes = infeVersion === 2 ? 2 : 4;
    const id = idBytes === 2 ? meta.readUInt16BE(infe.start + 4) : meta.readUInt32BE(infe.start + 4);
    types.set(id, meta.toString('latin1', infe.start + 4 + idBytes + 2, infe.start + 4 + idBytes + 6));
  }
  return types;
}

/**
 * Whether the coded images of an HEVC HEIF are all in the file, as far as its structure tells without decoding (a few
 * small reads, cheap on any size; decoding an iPhone photo takes seconds of libheif in WebAssembly, the worker's
 * work). Refused (false) only for definite damage a decoder fails on: an item whose bytes lie past the end of the
 * file (a file cut short whose last box was made to fit again), or an HEVC item whose NAL units, each prefixed by its
 * length, do not fill its bytes exactly (data overwritten or cut inside the file). A structure this reader does not
 * know is not refused: the worker judges it.
 */
export async function heifItemsIntact(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(16);
    let offset = 0;
    let metaBox: { offset: number; size: number; header: number } | null = null;
    while (offset + 8 <= size && !metaBox) {
      const { bytesRead } = await file.read(head, 0, 16, offset);
      let boxSize = head.readUInt32BE(0);
      let header = 8;
      if (boxSize === 1 && bytesRead >= 16) {
        boxSize = Number(head.readBigUInt64BE(8));
        header = 16;
      } else if (boxSize === 0) {
        boxSize = size - offset;
      }
      if (boxSize < header) return true;
      if (head.toString('latin1', 4, 8) === 'meta') metaBox = { offset, size: boxSize, header };
      offset += boxSize;
    }
    if (!metaBox || metaBox.size > MAX_META_BYTES || metaBox.offset + metaBox.size > size) return true;
    const meta = Buffer.alloc(metaBox.size);
    await file.read(meta, 0, metaBox.size, metaBox.offset);
    const children = childBoxes(meta, metaBox.header + 4, meta.length); // meta is a full box: version and flags first
    const iloc = children.find((box) => box.type === 'iloc');
    const iinf = children.find((box) => box.type === 'iinf');
    if (!iloc || !iinf) return true;
    let locations: ItemLocation[];
    let types: Map<number, string>;
    try {
      locations = itemLocations(meta, iloc);
      types = itemTypes(meta, iinf);
    } catch {
      return true;
    }
    const nalLengthBytes = nalLengthSize(meta, children);
    for (const item of locations) {
      for (const extent of item.extents) {
        const length = extent.length === 0 ? size - extent.offset : extent.length;
        if (extent.offset + length > size) return false;
        if (types.get(item.id) === 'hvc1' && nalLengthBytes && !(await nalUnitsFill(file, extent.offset, length, nalLengthBytes))) return false;
      }
    }
    return true;
  } finally {
    await file.close();
  }
}

/** The length prefix of NAL units (hvcC's lengthSizeMinusOne + 1), when every hvcC of the file agrees on it. */
function nalLengthSize(meta: Buffer, metaChildren: Box[]): number | null {
  const iprp = metaChildren.find((box) => box.type === 'iprp');
  const ipco = iprp && childBoxes(meta, iprp.start, iprp.end).find((box) => box.type === 'ipco');
  if (!ipco) return null;
  const sizes = new Set(
    childBoxes(meta, ipco.start, ipco.end)
      .filter((box) => box.type === 'hvcC' && box.end - box.start > 21)
      .map((box) => (meta[box.start + 21] & 3) + 1),
  );
  return sizes.size === 1 ? [...sizes][0] : null;
}

/** Whether length-prefixed NAL units fill [offset, offset + length) of the file exactly, none of them empty. */
async function nalUnitsFill(file: Awaited<ReturnType<typeof open>>, offset: number, length: number, prefixBytes: number): Promise<boolean> {
  const prefix = Buffer.alloc(prefixBytes);
  let at = 0;
  while (at < length) {
    if (at + prefixBytes > length) return false;
    const { bytesRead } = await file.read(prefix, 0, prefixBytes, offset + at);
    if (bytesRead < prefixBytes) return false;
    const nalBytes = prefix.readUIntBE(0, prefixBytes);
    if (nalBytes === 0) return false;
    at += prefixBytes + nalBytes;
  }
  return at === length;
}
