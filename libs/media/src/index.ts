/** @heirloom/media: pure image work shared by the API and the worker. Import from here only. */

// fuzzy dates
export { parseFuzzyDate, parseFuzzyDateOrThrow } from './fuzzy-date.parser';
export { InvalidFuzzyDateError } from './fuzzy-date.error';
export { FUZZY_DATE_CATEGORY_LABELS, FUZZY_DATE_EXAMPLES, describeFuzzyDateExamples } from './fuzzy-date.examples';
export type { DateCertainty, DatePrecision, FuzzyDate, FuzzyDateCategory, FuzzyDateOptions } from './fuzzy-date.types';

// On This Day's calendar days
export { monthDaysFor } from './month-days';

// EXIF
export { EMPTY_PHOTO_METADATA, parseExifDateTime, readPhotoMetadata, toGpsPosition, toPhotoMetadata } from './exif.reader';
export type { GpsPosition, PhotoMetadata } from './exif.reader';
export { formatCameraInfo, formatCameraSettings, formatExposure } from './camera.formatter';
export type { CameraSettingsInput } from './camera.formatter';

// media kinds (by the first bytes), image probing and derivatives
export {
  ACCEPTED_MEDIA_MIMES,
  ACCEPTED_PHOTO_KINDS,
  ACCEPTED_VIDEO_KINDS,
  MEDIA_KIND_HEAD_BYTES,
  detectMediaKind,
  detectMediaKindOfFile,
} from './media-kind';
export type { MediaKind, MediaKindName, MediaType, PhotoKind, VideoKind } from './media-kind';
export {
  MAX_IMAGE_PIXELS,
  PREVIEW_SIZE,
  THUMBNAIL_SIZE,
  configureImageProcessing,
  probeImage,
  recommendedThreadsPerImage,
  renderDerivatives,
} from './image.processor';
export type {
  DerivativeTargets,
  ImageProbe,
  ProbeOptions,
  RenderOptions,
  RenderedDerivatives,
  RenderedImage,
} from './image.processor';
export { toEmailJpeg } from './email-image';
export { CorruptImageError, ImageTooLargeError, InvalidImageError } from './image.errors';
export { decodeHeic, setHeicDecodeThreads } from './heic.decoder';
export type { DecodedHeic } from './heic.decoder';

// offline reverse geocoding
export { CITY_RADIUS_KM, COUNTRY_RADIUS_KM, preloadGeocoder, reverseGeocode } from './geocoder';
export type { GeocodedPlace } from './geocoder';

// videos: ffprobe and ffmpeg as child processes
export * from './video';
