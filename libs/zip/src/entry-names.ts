/**
 * File names for the entries of a download: one flat folder, each name safe to extract on Windows, macOS and Linux
 * and unique there (as those file systems compare names: case-insensitively, after Unicode normalisation).
 */

/** Names are cut to this many UTF-8 bytes: the longest file name most file systems take. */
export const MAX_ENTRY_NAME_BYTES = 255;

/**
 * Path separators (so nothing lands outside the folder), control characters, and the characters Windows refuses in
 * a name; each becomes '_'.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\\u0000-\u001f\u007f<>:"|?*]/g;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Cuts text to at most `bytes` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let cut = '';
  for (const character of text) {
    if (Buffer.byteLength(cut + character) > bytes) break;
    cut += character;
  }
  return cut;
}

/** The name split before its extension ('IMG_0001', '.JPG'); a name that starts with its only dot has none. */
function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** `stem + suffix + extension` within MAX_ENTRY_NAME_BYTES, shortening the stem (and then the extension) to fit. */
function fit(stem: string, suffix: string, extension: string): string {
  const room = MAX_ENTRY_NAME_BYTES - Buffer.byteLength(suffix);
  const keptExtension = cutToBytes(extension, Math.min(Buffer.byteLength(extension), 32, room - 1));
  return cutToBytes(stem, room - Buffer.byteLength(keptExtension)) + suffix + keptExtension;
}

/**
 * A file name fit for an entry: the last part of a path only, no `..`, nothing Windows refuses, no leading or trailing dots and
 * spaces, at most 255 bytes. A name with nothing left takes the fallback (which the caller makes safe: `photo-12.jpg`).
 */
export function safeEntryName(original: string, fallback: string): string {
  // The last part of a path ('C:\\photos\\x.png', '../../x.png'), as a browser sends an uploaded file's name.
  const cleaned = (original.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned === '' || /^_*$/.test(cleaned)) return fallback;
  const name = RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
  const [stem, extension] = splitExtension(name);
  return fit(stem, '', extension);
}

/** How two names compare where they will be extracted: case and Unicode composition do not tell them apart. */
const sameFileKey = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * Makes names unique in order of appearance: the first `IMG_0001.JPG` keeps its name, the next becomes
 * `IMG_0001 (2).JPG`, then `(3)`; a number already taken by another file's own name is skipped.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  const nextNumber = new Map<string, number>();
  return names.map((name) => {
    let candidate = name;
    if (taken.has(sameFileKey(candidate))) {
      const [stem, extension] = splitExtension(name);
      const key = sameFileKey(name);
      let number = nextNumber.get(key) ?? 2;
      do candidate = fit(stem, ` (${number++})`, extension);
      while (taken.has(sameFileKey(candidate)));
      nextNumber.set(key, number);
    }
    taken.add(sameFileKey(candidate));
    return candidate;
  });
}
