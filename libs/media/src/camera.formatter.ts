/** Pure formatting of EXIF camera fields into the camera_info and camera_settings texts shown on a photo. */

export interface CameraSettingsInput {
  fNumber?: unknown;
  exposureTime?: unknown;
  iso?: unknown;
  focalLength?: unknown;
}

const SEPARATOR = ' \u00b7 ';

/** Makers whose EXIF Make is a company name or shouting capitals, as people call them. */
const MAKER_NAMES: Readonly<Record<string, string>> = {
  'nikon corporation': 'Nikon',
  nikon: 'Nikon',
  'eastman kodak company': 'Kodak',
  kodak: 'Kodak',
  'olympus imaging corp.': 'Olympus',
  'olympus corporation': 'Olympus',
  'olympus optical co.,ltd': 'Olympus',
  olympus: 'Olympus',
  'om digital solutions': 'OM System',
  fujifilm: 'Fujifilm',
  'fuji photo film co., ltd.': 'Fujifilm',
  sony: 'Sony',
  samsung: 'Samsung',
  'samsung techwin': 'Samsung',
  'pentax corporation': 'Pentax',
  'pentax ricoh imaging': 'Pentax',
  pentax: 'Pentax',
  'ricoh imaging company, ltd.': 'Ricoh',
  ricoh: 'Ricoh',
  'leica camera ag': 'Leica',
  leica: 'Leica',
  'konica minolta camera, inc.': 'Konica Minolta',
  'minolta co., ltd.': 'Minolta',
  'casio computer co.,ltd.': 'Casio',
  casio: 'Casio',
  'hewlett-packard': 'HP',
  huawei: 'Huawei',
  xiaomi: 'Xiaomi',
  motorola: 'Motorola',
  lge: 'LG',
  'lg electronics': 'LG',
  hasselblad: 'Hasselblad',
  sigma: 'Sigma',
  panasonic: 'Panasonic',
  'canon inc.': 'Canon',
};

/** Trim, drop control characters (EXIF strings often end in NULs) and collapse runs of spaces. */
function clean(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
}

const COMPANY_SUFFIX = /[\s,]+(?:corporation|corp\.?|co\.?,?\s*ltd\.?|co\.?|ltd\.?|limited|inc\.?|company|ag|gmbh)$/i;

function tidyMaker(make: string): string {
  const known = MAKER_NAMES[make.toLowerCase()];
  if (known) return known;
  let name = make;
  while (COMPANY_SUFFIX.test(name)) name = name.replace(COMPANY_SUFFIX, '');
  return name === '' ? make : (MAKER_NAMES[name.toLowerCase()] ?? name);
}

function startsWithWord(text: string, prefix: string): boolean {
  if (prefix === '' || text.length < prefix.length) return false;
  const boundary = text.charAt(prefix.length);
  return text.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase() && (boundary === '' || /[\s\-_]/.test(boundary));
}

/**
 * "Apple iPhone 4S", "Canon PowerShot S400", "Nikon D100": maker then model, the maker written once (a model that
 * already starts with the make, its tidy name or its first word is not prefixed again) and tidied
 * ("NIKON CORPORATION" → "Nikon"). Null when neither is known.
 */
export function formatCameraInfo(make: unknown, model: unknown): string | null {
  const rawMake = clean(make);
  let rawModel = clean(model);
  const maker = tidyMaker(rawMake);
  const prefixes = [rawMake, maker, rawMake.split(' ')[0]].filter((p) => p !== '');
  for (const prefix of prefixes) {
    if (startsWithWord(rawModel, prefix)) {
      rawModel = rawModel.slice(prefix.length).trim();
      break;
    }
  }
  const text = [maker, rawModel].filter((part) => part !== '').join(' ');
  return text === '' ? null : text;
}

/** A positive finite number, from a number or the first element of an EXIF array. */
function positive(value: unknown): number | null {
  const n = Array.isArray(value) || ArrayBuffer.isView(value) ? Number((value as ArrayLike<unknown>)[0]) : Number(value);
  return typeof value !== 'boolean' && value !== null && value !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

/** At most `decimals` decimals and no trailing zeros: 2.40 → "2.4", 8.0 → "8", 7.40625 → "7.41". */
export function formatNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** "1/120 s" below a quarter second, "0.3 s"/"1/2 s" up to 1 s, "2 s"/"1.5 s" from one second up. */
export function formatExposure(seconds: number): string {
  if (seconds >= 1) return `${formatNumber(seconds, 1)} s`;
  const denominator = 1 / seconds;
  const rounded = Math.round(denominator);
  const closeToFraction = Math.abs(denominator - rounded) <= 0.01 * denominator;
  if (rounded === 1 && closeToFraction) return '1 s';
  if (seconds <= 0.25 || closeToFraction) return `1/${rounded} s`;
  return `${formatNumber(seconds, 1)} s`;
}

/** "f/2.4 · 1/120 s · ISO 50 · 4.28 mm", leaving out what is missing; null when nothing is known. */
export function formatCameraSettings(input: CameraSettingsInput): string | null {
  const fNumber = positive(input.fNumber);
  const exposure = positive(input.exposureTime);
  const iso = positive(input.iso);
  const focal = positive(input.focalLength);
  const parts = [
    fNumber === null ? null : `f/${formatNumber(fNumber, 1)}`,
    exposure === null ? null : formatExposure(exposure),
    iso === null ? null : `ISO ${Math.round(iso)}`,
    focal === null ? null : `${formatNumber(focal, 2)} mm`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(SEPARATOR);
}
