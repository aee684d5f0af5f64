import { readFile } from 'node:fs/promises';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { fixture } from './fixtures';

/** Test images made on the fly. */

/** A width × height JPEG whose left half is red and right half blue, stored with the given EXIF orientation. */
export async function twoColourJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
  ]);
  const jpeg = image.jpeg({ quality: 90 });
  return orientation ? jpeg.withMetadata({ orientation }).toBuffer() : jpeg.toBuffer();
}

/** Noise that does not compress, so truncating the file really cuts pixel data. */
export async function noisyImage(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = seed >>> 24;
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 1-bit greyscale PNG of width × height black pixels: a decompression bomb whose file is
 * tiny (20000 × 20000 is ~50 KB) but whose pixels would take gigabytes once decoded.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits, every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny JPEG whose frame header (SOF) is rewritten to claim width × height. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker found');
}

/**
 * The real HEVC HEIC fixture (rainbow-hevc.heic, 451 × 461) with its header rewritten to declare width × height: its
 * image spatial extents (ispe) and its clean aperture (clap, the crop libheif reports as the size) both claim it, as a
 * decompression bomb would. The coded HEVC picture is untouched, so only the header is a lie.
 */
export async function heicClaiming(width: number, height: number): Promise<Buffer> {
  const heic = await readFile(fixture('rainbow-hevc.heic'));
  const ispe = heic.indexOf('ispe');
  const clap = heic.indexOf('clap');
  if (ispe < 0 || clap < 0) throw new Error('no ispe or clap box found');
  heic.writeUInt32BE(width, ispe + 8); // after the box type: version/flags (4 bytes), then width, height
  heic.writeUInt32BE(height, ispe + 12);
  // clap: width N/D, height N/D, horizontal offset N/D, vertical offset N/D (offsets from the centre: none)
  [width, 1, height, 1, 0, 1, 0, 1].forEach((value, i) => heic.writeUInt32BE(value, clap + 4 + 4 * i));
  return heic;
}

/** Inserts an acTL chunk after IHDR, which makes a PNG an animated PNG (APNG). */
export function asAnimatedPng(png: Buffer): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const control = Buffer.alloc(8);
  control.writeUInt32BE(1, 0); // frames
  control.writeUInt32BE(0, 4); // plays forever
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('acTL', control), png.subarray(ihdrEnd)]);
}

/** A small JPEG whose EXIF names the camera as given (a hostile file: Make and Model of any length). */
export async function jpegWithCamera(make: string, model: string, colour = '#5a7'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: make, Model: model } })
    .toBuffer();
}

/**
 * A real HEIF cut inside its media data, its last box (`mdat`) then made to claim only what is left: complete boxes,
 * as a careless repair or a broken transfer tool leaves them, with coded images whose bytes lie past the end.
 * `keep` is the share of the media data kept (0..1).
 */
export function heifCutInside(heif: Buffer, keep = 0.5): Buffer {
  let offset = 0;
  while (offset + 8 <= heif.length) {
    const size32 = heif.readUInt32BE(offset);
    const header = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(heif.readBigUInt64BE(offset + 8)) : size32 === 0 ? heif.length - offset : size32;
    if (heif.toString('latin1', offset + 4, offset + 8) === 'mdat') {
      const cut = Buffer.from(heif.subarray(0, offset + header + Math.floor((size - header) * keep)));
      if (header === 16) cut.writeBigUInt64BE(BigInt(cut.length - offset), offset + 8);
      else cut.writeUInt32BE(cut.length - offset, offset);
      return cut;
    }
    offset += size;
  }
  throw new Error('No mdat box in this file');
}
