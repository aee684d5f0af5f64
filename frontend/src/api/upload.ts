/**
 * Multipart uploads through XMLHttpRequest, the one browser API that reports upload progress.
 * Same rules as `http`: base /api, credentials, `{error}` parsed into ApiError, the 401 rule.
 */
import { ApiError, apiUrl, errorDetailsOf, forgetReadsAskedAhead, handleUnauthorized, parseErrorText } from './http';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  forgetReadsAskedAhead();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      handleUnauthorized(xhr.status, path);
      reject(new ApiError(xhr.status, parseErrorText(body), errorDetailsOf(body)));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}

/**
 * Files of one multipart body are sent in order, so the bytes sent so far tell how far each file is.
 * Returns a percentage per file (0-100).
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  // Scale to the file bytes: the body also carries part headers and text fields.
  const sent = total > 0 ? (loaded / total) * sum : 0;
  let start = 0;
  return sizes.map((size) => {
    const done = size === 0 ? (sent >= start ? 1 : 0) : Math.min(Math.max((sent - start) / size, 0), 1);
    start += size;
    return Math.round(done * 100);
  });
}
