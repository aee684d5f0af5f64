import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { fixture } from '../../../libs/media/src/testing/fixtures';
import { TestApp } from './test-app';
import { TestUser } from './factories';

export { fixture };
export { heicClaiming, heifCutInside, jpegClaiming, jpegWithCamera, noisyImage, pngBomb, twoColourJpeg } from '../../../libs/media/src/testing/image-factory';

/** A file to upload: its bytes and the name (and declared type) the browser would send. */
export interface UploadFile {
  content: Buffer;
  filename: string;
  contentType?: string;
}

export type PhotoFields = Partial<Record<'description' | 'location' | 'fuzzy_date' | 'taken_date', string>>;

/** One of the real camera files of libs/media/test-fixtures. */
export async function cameraFile(name: string): Promise<UploadFile> {
  return { content: await readFile(fixture(name)), filename: name, contentType: 'image/jpeg' };
}

let sequence = 0;
/** A small JPEG that no other call returns (so it is never refused as a duplicate). */
export async function uniqueJpeg(width = 64, height = 48): Promise<UploadFile> {
  const n = ++sequence;
  const content = await sharp({ create: { width, height, channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: Math.floor(n / 256) % 256 } } })
    .jpeg()
    .toBuffer();
  return { content, filename: `photo-${n}.jpg`, contentType: 'image/jpeg' };
}

/** POST /families/:id/photos, without judging the answer. */
export function postPhoto(user: TestUser, familyId: number, file: UploadFile | null, fields: PhotoFields = {}) {
  const request = user.agent.post(`/api/families/${familyId}/photos`);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (file) request.attach('photo', file.content, { filename: file.filename, contentType: file.contentType ?? 'application/octet-stream' });
  return request;
}

/** POST /families/:id/photos/bulk, without judging the answer. */
export function postPhotos(user: TestUser, familyId: number, files: UploadFile[], fields: Omit<PhotoFields, 'taken_date'> & { captions?: string } = {}) {
  const request = user.agent.post(`/api/families/${familyId}/photos/bulk`);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  for (const file of files) request.attach('photos', file.content, { filename: file.filename, contentType: file.contentType ?? 'application/octet-stream' });
  return request;
}

/** Uploads a photo (a fresh small JPEG unless given one) and answers the stored photo. */
export async function uploadPhoto(user: TestUser, familyId: number, fields: PhotoFields = {}, file?: UploadFile) {
  const response = await postPhoto(user, familyId, file ?? (await uniqueJpeg()), fields);
  if (response.status !== 201) throw new Error(`Upload failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.photo;
}

/** Every file under STORAGE_DIR (temporary ones included), as paths relative to it. */
export async function storedFiles(app: TestApp): Promise<string[]> {
  const root = app.config.storageDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))).sort();
}

/** The photo rows as the database holds them. */
export async function photoRows(app: TestApp, familyId?: number): Promise<Array<Record<string, unknown>>> {
  const dataSource = app.app.get(DataSource);
  return familyId === undefined
    ? dataSource.query('SELECT * FROM photos ORDER BY id')
    : dataSource.query('SELECT * FROM photos WHERE family_id = ? ORDER BY id', [familyId]);
}

/** Reads the bytes of a response as a Buffer (supertest parses only text and JSON by itself). */
export const binary = (response: { on(event: string, listener: (chunk?: Buffer) => void): void }, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk!));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A derived image's URL (thumbnail, preview, face) once its file is made: the path with the file's version (`?v=`). */
export const versionedUrl = (path: string) => expect.stringMatching(new RegExp(`^${escaped(path)}\\?v=[\\w-]+$`));

/** A thumbnail's or preview's URL whether its files are made yet or not (the job runs beside the test): versioned once made. */
export const imageUrl = (path: string) => expect.stringMatching(new RegExp(`^${escaped(path)}(\\?v=[\\w-]+)?$`));
