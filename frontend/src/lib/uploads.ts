import type { BulkUploadResponse } from '@heirloom/contracts';
import { isAcceptedMedia } from './mediaKinds';
import { upload } from '../messages';

/** Bulk upload keeps the accepted photos and videos; the dialog names the others, left out. */
export function keepBulkMedia<T extends Pick<File, 'type' | 'name'>>(files: T[]): T[] {
  return files.filter(isAcceptedMedia);
}

export type ItemStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  uid: string;
  file: File;
  progress: number;
  status: ItemStatus;
  message?: string;
  /** Its own caption, in place of the shared description (optional). */
  caption?: string;
  /** The photo of the family this file already is (a duplicate), to link to. */
  existingPhotoId?: number;
}

export const fileKey = (file: Pick<File, 'name' | 'size' | 'lastModified'>) =>
  `${file.name}:${file.size}:${file.lastModified}`;

/** Marks each item with its result: by position when the server answered one result per file, else by name. */
export function applyBulkResults(items: UploadItem[], response: BulkUploadResponse): UploadItem[] {
  const byIndex = response.results.length === items.length;
  const byName = new Map(response.results.map((result) => [result.filename, result]));
  return items.map((item, index) => {
    const result = byIndex ? response.results[index] : byName.get(item.file.name);
    if (!result) return item;
    return result.status === 'success'
      ? { ...item, status: 'success', progress: 100, message: upload.uploadedOk }
      : { ...item, status: 'error', message: result.error || upload.bulkFailed, existingPhotoId: result.existing_photo_id };
  });
}

/** A failed request counts every file as failed, with the server text or 'Upload failed'. */
export function failAll(items: UploadItem[], text: string): UploadItem[] {
  return items.map((item) => ({ ...item, status: 'error', message: text }));
}

export interface UploadSummary {
  successful: number;
  total: number;
  failed: number;
}

export const summaryText = ({ successful, total, failed }: UploadSummary) => upload.summary(successful, total, failed);
