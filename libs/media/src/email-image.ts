import sharp from 'sharp';

/**
 * A thumbnail as a JPEG for an e-mail: the stored thumbnails are WebP, which some mail clients still do not show
 * (Outlook on the desktop). Small already, so this is quick.
 */
export const toEmailJpeg = (path: string): Promise<Buffer> => sharp(path).jpeg({ quality: 80 }).toBuffer();
