import { randomBytes } from 'node:crypto';

/** The width of photos.derivatives_version. */
export const DERIVATIVES_VERSION_LENGTH = 16;

/**
 * A new version for a photo's thumbnail and preview, written with them each time they are made. Random, so no two
 * makings share one, not even those of two photos that hold the same id in two installations (one restored over
 * the other): a browser that keeps a file under its versioned URL never shows it for another.
 */
export const newDerivativesVersion = (): string => randomBytes(6).toString('base64url');

/**
 * Gives a version to the derivatives made before versions were kept (by migration 1765680000000, and after a restore
 * of an archive made before it): the first 8 hex digits of the original's SHA-256, the file they were made from.
 */
export const FILL_MISSING_DERIVATIVES_VERSIONS =
  "UPDATE photos SET derivatives_version = SUBSTR(sha256, 1, 8) WHERE thumbnail_status = 'ready' AND derivatives_version IS NULL";
