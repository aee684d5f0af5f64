/**
 * The byte layout of the records a stored zip is made of (PKWARE APPNOTE 6.3.10, sections 4.3 and 4.5), written
 * into buffers. Every length here is fixed or depends on the name alone, which is what lets zip-layout.ts know the
 * archive's size before a byte of it is read.
 */

const LOCAL_FILE_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** Sizes and CRC-32 follow the data in a descriptor (bit 3); names are UTF-8 (bit 11). */
const FLAGS = 0x0808;
const STORED = 0;
/** 2.0 reads stored entries with data descriptors; 4.5 is needed to read ZIP64 fields. */
const VERSION_PLAIN = 20;
const VERSION_ZIP64 = 45;
/** Made by a Unix system, so readers take the permissions from the external attributes. */
const MADE_BY_UNIX = 3 << 8;
/** A regular file, rw-r--r--. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const ZIP64_EXTRA_TAG = 0x0001;

export const MAX_UINT16 = 0xffff;
export const MAX_UINT32 = 0xffffffff;

export const LOCAL_HEADER_BYTES = 30;
/** The ZIP64 extra field of a local header: tag, length, and both sizes (zero: they come in the descriptor). */
export const LOCAL_ZIP64_EXTRA_BYTES = 4 + 16;
export const DESCRIPTOR_BYTES = 16;
export const ZIP64_DESCRIPTOR_BYTES = 24;
export const CENTRAL_HEADER_BYTES = 46;
/** The ZIP64 extra field of a central header: tag, length, uncompressed and compressed size, header offset. */
export const CENTRAL_ZIP64_EXTRA_BYTES = 4 + 24;
export const END_BYTES = 22;
export const ZIP64_END_BYTES = 56;
export const ZIP64_LOCATOR_BYTES = 20;

/** An entry as the records need it: where its local header starts and what is known once its data is written. */
export interface EntryRecord {
  name: Buffer;
  size: number;
  offset: number;
  zip64: boolean;
  dosTime: number;
  dosDate: number;
  crc32: number;
}

/** The date and time as MS-DOS stores them (two-second steps, 1980 to 2107), read in UTC: a zip has no zone. */
export function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  const inRange = year === date.getUTCFullYear();
  const [month, day, hours, minutes, seconds] = inRange
    ? [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    : [1, 1, 0, 0, 0];
  return { dosTime: (hours << 11) | (minutes << 5) | (seconds >> 1), dosDate: ((year - 1980) << 9) | (month << 5) | day };
}

export function localHeader(entry: EntryRecord): Buffer {
  const extra = entry.zip64 ? LOCAL_ZIP64_EXTRA_BYTES : 0;
  const header = Buffer.alloc(LOCAL_HEADER_BYTES + entry.name.length + extra);
  header.writeUInt32LE(LOCAL_FILE_HEADER, 0);
  header.writeUInt16LE(entry.zip64 ? VERSION_ZIP64 : VERSION_PLAIN, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(entry.dosTime, 10);
  header.writeUInt16LE(entry.dosDate, 12);
  // CRC-32 and sizes (14..25) stay zero: they follow in the data descriptor. A ZIP64 entry says so with 0xFFFFFFFF
  // and its extra field, which also tells a streaming reader that its descriptor holds 8-byte sizes.
  if (entry.zip64) {
    header.writeUInt32LE(MAX_UINT32, 18);
    header.writeUInt32LE(MAX_UINT32, 22);
  }
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra, 28);
  entry.name.copy(header, LOCAL_HEADER_BYTES);
  if (entry.zip64) {
    const at = LOCAL_HEADER_BYTES + entry.name.length;
    header.writeUInt16LE(ZIP64_EXTRA_TAG, at);
    header.writeUInt16LE(16, at + 2);
  }
  return header;
}

export function dataDescriptor(entry: EntryRecord): Buffer {
  const descriptor = Buffer.alloc(entry.zip64 ? ZIP64_DESCRIPTOR_BYTES : DESCRIPTOR_BYTES);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc32 >>> 0, 4);
  if (entry.zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

export function centralHeader(entry: EntryRecord): Buffer {
  const extra = entry.zip64 ? CENTRAL_ZIP64_EXTRA_BYTES : 0;
  const header = Buffer.alloc(CENTRAL_HEADER_BYTES + entry.name.length + extra);
  header.writeUInt32LE(CENTRAL_FILE_HEADER, 0);
  header.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 4);
  header.writeUInt16LE(entry.zip64 ? VERSION_ZIP64 : VERSION_PLAIN, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(STORED, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc32 >>> 0, 16);
  header.writeUInt32LE(entry.zip64 ? MAX_UINT32 : entry.size, 20);
  header.writeUInt32LE(entry.zip64 ? MAX_UINT32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra, 30);
  // Comment length, disk number and internal attributes (32..37) stay zero.
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(entry.zip64 ? MAX_UINT32 : entry.offset, 42);
  entry.name.copy(header, CENTRAL_HEADER_BYTES);
  if (entry.zip64) {
    const at = CENTRAL_HEADER_BYTES + entry.name.length;
    header.writeUInt16LE(ZIP64_EXTRA_TAG, at);
    header.writeUInt16LE(24, at + 2);
    header.writeBigUInt64LE(BigInt(entry.size), at + 4);
    header.writeBigUInt64LE(BigInt(entry.size), at + 12);
    header.writeBigUInt64LE(BigInt(entry.offset), at + 20);
  }
  return header;
}

export interface DirectoryRecord {
  entries: number;
  offset: number;
  size: number;
  zip64: boolean;
}

/**
 * The end of the archive: with ZIP64, its end record and locator, then the classic end record whose fields say
 * 0xFFFF(FFFF) so that a reader takes the ZIP64 values.
 */
export function endRecords(directory: DirectoryRecord): Buffer {
  const end = Buffer.alloc((directory.zip64 ? ZIP64_END_BYTES + ZIP64_LOCATOR_BYTES : 0) + END_BYTES);
  let at = 0;
  if (directory.zip64) {
    const zip64EndOffset = directory.offset + directory.size;
    end.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
    // The size of the record after this field.
    end.writeBigUInt64LE(BigInt(ZIP64_END_BYTES - 12), 4);
    end.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
    end.writeUInt16LE(VERSION_ZIP64, 14);
    // This disk and the directory's disk (16..23) are 0.
    end.writeBigUInt64LE(BigInt(directory.entries), 24);
    end.writeBigUInt64LE(BigInt(directory.entries), 32);
    end.writeBigUInt64LE(BigInt(directory.size), 40);
    end.writeBigUInt64LE(BigInt(directory.offset), 48);
    end.writeUInt32LE(ZIP64_END_LOCATOR, 56);
    end.writeUInt32LE(0, 60);
    end.writeBigUInt64LE(BigInt(zip64EndOffset), 64);
    end.writeUInt32LE(1, 72);
    at = ZIP64_END_BYTES + ZIP64_LOCATOR_BYTES;
  }
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, at);
  const entries = directory.zip64 ? MAX_UINT16 : directory.entries;
  end.writeUInt16LE(entries, at + 8);
  end.writeUInt16LE(entries, at + 10);
  end.writeUInt32LE(directory.zip64 ? MAX_UINT32 : directory.size, at + 12);
  end.writeUInt32LE(directory.zip64 ? MAX_UINT32 : directory.offset, at + 16);
  return end;
}
