import type { DownloadResponse } from '@heirloom/contracts';
import { Download } from '@heirloom/database';

export const downloadUrl = (token: string): string => `/api/downloads/${token}`;

/** The token is only known here, right after it is made: the database keeps its hash. */
export function toDownloadResponse(download: Download, token: string): DownloadResponse {
  return { url: downloadUrl(token), expires_at: download.expiresAt.toISOString(), count: download.itemCount, size_bytes: download.sizeBytes };
}
