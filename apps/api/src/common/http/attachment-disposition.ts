/**
 * A `Content-Disposition: attachment` header value that keeps a file's own name (RFC 6266): a plain `filename` for
 * every browser, with anything outside printable ASCII (and quotes and backslashes) replaced by '_', and, when the
 * name has such characters, the exact name as RFC 5987 `filename*` UTF-8, which browsers prefer.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = [...filename].map((c) => (c >= ' ' && c <= '~' && c !== '"' && c !== '\\' ? c : '_')).join('');
  const plain = `attachment; filename="${fallback}"`;
  return fallback === filename ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** Percent-encodes the UTF-8 bytes of everything but RFC 5987's attr-chars (letters, digits, !#$&+-.^_`|~). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
