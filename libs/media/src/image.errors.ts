/** Why an image is refused. Messages are written for the person who uploaded it. */
export abstract class InvalidImageError extends Error {}

export class CorruptImageError extends InvalidImageError {
  constructor(options?: { cause?: unknown }) {
    super('This image could not be read: the file is damaged, incomplete or not really the kind of image it starts like.', options);
    this.name = 'CorruptImageError';
  }
}

export class ImageTooLargeError extends InvalidImageError {
  constructor(
    readonly width: number | null,
    readonly height: number | null,
    readonly maxPixels: number,
    options?: { cause?: unknown },
  ) {
    const limit = `${formatMegapixels(maxPixels)} megapixels`;
    super(
      width !== null && height !== null
        ? `This image is ${width} \u00d7 ${height} pixels (${formatMegapixels(width * height)} megapixels); the largest accepted is ${limit}.`
        : `This image has more pixels than the largest accepted (${limit}).`,
      options,
    );
    this.name = 'ImageTooLargeError';
  }
}

function formatMegapixels(pixels: number): string {
  return String(Math.round(pixels / 100_000) / 10);
}
