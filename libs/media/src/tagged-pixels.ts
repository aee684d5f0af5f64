/**
 * 8-bit RGBA pixels with the ICC profile they were encoded in, as an uncompressed TIFF in memory: the one way to hand
 * sharp raw pixels together with their colour profile (its raw input has none, and assumes sRGB). sharp then converts
 * them to sRGB like any tagged JPEG or PNG. heic-decode answers pixels in the file's own colour space, which for every
 * iPhone photo is Display P3: taken as sRGB, its reds and greens came out dull.
 *
 * Layout: the 8-byte header, one IFD (entries sorted by tag), then BitsPerSample's four values, the profile, the
 * pixels (one strip). Alpha is an unassociated extra sample, as heic-decode gives it.
 */
export function rgbaTiffWithProfile(pixels: Buffer, width: number, height: number, icc: Buffer): Buffer {
  const entries: Array<[tag: number, type: number, count: number, value: number]> = [];
  const IFD_OFFSET = 8;
  const ENTRY_COUNT = 12;
  const ifdBytes = 2 + ENTRY_COUNT * 12 + 4;
  const bitsOffset = IFD_OFFSET + ifdBytes;
  const iccOffset = bitsOffset + 8;
  const pixelsOffset = iccOffset + icc.length + (icc.length % 2); // word-aligned
  const SHORT = 3;
  const LONG = 4;
  const UNDEFINED = 7;
  entries.push(
    [256, LONG, 1, width], // ImageWidth
    [257, LONG, 1, height], // ImageLength
    [258, SHORT, 4, bitsOffset], // BitsPerSample: 8, 8, 8, 8
    [259, SHORT, 1, 1], // Compression: none
    [262, SHORT, 1, 2], // PhotometricInterpretation: RGB
    [273, LONG, 1, pixelsOffset], // StripOffsets
    [277, SHORT, 1, 4], // SamplesPerPixel
    [278, LONG, 1, height], // RowsPerStrip: all of them
    [279, LONG, 1, width * height * 4], // StripByteCounts
    [284, SHORT, 1, 1], // PlanarConfiguration: chunky
    [338, SHORT, 1, 2], // ExtraSamples: unassociated alpha
    [34675, UNDEFINED, icc.length, iccOffset], // ICC profile
  );
  const head = Buffer.alloc(pixelsOffset);
  head.write('II', 0, 'latin1');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(IFD_OFFSET, 4);
  head.writeUInt16LE(ENTRY_COUNT, IFD_OFFSET);
  entries.forEach(([tag, type, count, value], i) => {
    const at = IFD_OFFSET + 2 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(type, at + 2);
    head.writeUInt32LE(count, at + 4);
    // A single SHORT sits in the first two bytes of the value field; anything longer than four bytes is an offset.
    if (type === SHORT && count === 1) head.writeUInt16LE(value, at + 8);
    else head.writeUInt32LE(value, at + 8);
  });
  head.writeUInt32LE(0, IFD_OFFSET + 2 + ENTRY_COUNT * 12); // no next IFD
  for (let i = 0; i < 4; i++) head.writeUInt16LE(8, bitsOffset + i * 2);
  icc.copy(head, iccOffset);
  return Buffer.concat([head, pixels], pixelsOffset + pixels.length);
}
