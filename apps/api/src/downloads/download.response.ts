import { Download } from '@heirloom/database';

export interface DownloadResponse {
  /** Where the zip is: `/api/downloads/{token}`, for the member who made it, until expires_at. */
  url: string;
  expires_at: string;
  /** How many photos the zip holds. */
  count: number;
  /** The zip's exact length in bytes (its Content-Length). */
  size_bytes: number;
}

export const downloadUrl = (token: string): string => `/api/downloads/${token}`;

/** The token is only known here, right after it is made: the database keeps its hash. */
export function toDownloadResponse(download: Download, token: string): DownloadResponse {
  return { url: downloadUrl(token), expires_at: download.expiresAt.toISOString(), count: download.itemCount, size_bytes: download.sizeBytes };
}
