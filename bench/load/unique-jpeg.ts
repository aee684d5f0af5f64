import sharp from 'sharp';

/**
 * An endless supply of distinct JPEGs from one rendered image: each copy carries its own comment segment (COM,
 * 0xFFFE) right after the start marker, so its SHA-256 differs (the API refuses the same file twice in a family)
 * while the image decodes exactly the same. Cheap enough to build one per request inside the load loop.
 */
export class UniqueJpegs {
  private sequence = 0;

  private constructor(
    private readonly base: Buffer,
    private readonly label: string,
  ) {}

  static async create(label: string, width = 320, height = 240): Promise<UniqueJpegs> {
    const base = await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .composite([{ input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#2a6' } }, left: 0, top: 0 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    return new UniqueJpegs(base, label);
  }

  next(): Buffer {
    const text = Buffer.from(`${this.label}-${process.pid}-${++this.sequence}`);
    const segment = Buffer.alloc(4 + text.length);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(2 + text.length, 2);
    text.copy(segment, 4);
    return Buffer.concat([this.base.subarray(0, 2), segment, this.base.subarray(2)]);
  }
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartPhoto(field: string, filename: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----heirloom-load-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
