import type { BulkUploadResponse } from '@heirloom/contracts';
import { ACCEPTED_IMAGE_TYPES } from './limits';
import { upload } from '../messages';

const ACCEPTED_EXTENSIONS = /\.(jpe?g|png)$/i;

/** Single upload accepts jpeg, jpg and png (by type, or by extension when the browser gives no type). */
export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return ACCEPTED_EXTENSIONS.test(file.name);
}

/** Bulk upload keeps only image/jpeg and image/png; other files are dropped without a message. */
export function keepBulkImages<T extends Pick<File, 'type'>>(files: T[]): T[] {
  return files.filter((file) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type));
}

export type ItemStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  uid: string;
  file: File;
  progress: number;
  status: ItemStatus;
  message?: string;
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
      : { ...item, status: 'error', message: result.error || upload.bulkFailed };
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
