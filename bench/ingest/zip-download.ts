import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rename, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createConnection, RowDataPacket } from 'mysql2/promise';
import { insertPhotoRows } from '../backup/photo-rows';
import { zipAvailable, zipFolder } from '../backup/zip-floor';
import { ApiClient } from './api-client';
import { residentMemory } from './memory';
import { ScaledStack } from './scaled-stack';

/**
 * Zip downloads of many photos (issue 13): GET /api/downloads/{token} of a selection against `zip -0 -r` of the same
 * files (MiB/s side by side), and the API's peak resident memory while it streams, at two sizes of selection: it
 * must stay under 300 MB and not grow with the selection (the archive is streamed, never held).
 */
const FILE_MB = 8;
/** 64 files (512 MiB) in the small selection, 256 (2 GiB) in the large one, which holds the small one. */
const SMALL_FILES = 64;
const LARGE_FILES = 256;
const PEAK_TARGET_MB = 300;
/** The large peak may exceed the small one by this much before it counts as growing with the selection. */
const GROWTH_ALLOWANCE_MB = 20;
const ZIP_TIMEOUT_MS = 10 * 60_000;
const MiB = 1024 * 1024;

type Line = (label: string, text: string) => void;
const verdict = (met: boolean): string => (met ? 'target met' : 'TARGET MISSED');

/** A signed-in client that also makes downloads and reads them as a browser's download manager would. */
class DownloadClient extends ApiClient {
  async createDownload(familyId: number, photoIds: number[]): Promise<{ url: string; size_bytes: number; count: number }> {
    return (await this.json<{ download: { url: string; size_bytes: number; count: number } }>('POST', `/api/families/${familyId}/downloads`, { photo_ids: photoIds })).download;
  }

  /** GETs the zip with node:http and throws the bytes away as they come; answers how many came, how fast. */
  fetchAndDiscard(url: string, base: string): Promise<{ bytes: number; contentLength: number; seconds: number }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      httpRequest(`${base}${url}`, { headers: { cookie: this.cookie } }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url} answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('error', reject);
        response.on('end', () => resolve({ bytes, contentLength: Number(response.headers['content-length']), seconds: (performance.now() - started) / 1000 }));
      })
        .on('error', reject)
        .end();
    });
  }
}

/** 8 MiB files of random bytes (photos do not compress either), made once in bench/.data: small/ and more/. */
async function sampleFiles(dataDir: string): Promise<{ root: string; small: string; files: string[] }> {
  const root = join(dataDir, 'zip-download');
  const small = join(root, 'small');
  const more = join(root, 'more');
  await mkdir(small, { recursive: true });
  await mkdir(more, { recursive: true });
  const paths = Array.from({ length: LARGE_FILES }, (_, i) => join(i < SMALL_FILES ? small : more, `IMG_${String(i + 1).padStart(4, '0')}.JPG`));
  const missing = [];
  for (const path of paths) if (!existsSync(path) || (await stat(path)).size !== FILE_MB * MiB) missing.push(path);
  if (missing.length > 0) console.log(`Making ${missing.length} files of ${FILE_MB} MiB in ${root} (once)…`);
  for (const path of missing) {
    const partial = `${path}.partial`;
    const out = createWriteStream(partial);
    for (let i = 0; i < FILE_MB; i++) if (!out.write(randomBytes(MiB))) await once(out, 'drain');
    out.end();
    await once(out, 'close');
    await rename(partial, path);
  }
  return { root, small, files: paths };
}

/** The files as photos of a new family of the client: hard links in the stack's storage (no copy) and their rows. */
async function seedFamily(stack: ScaledStack, client: DownloadClient, files: string[]): Promise<{ familyId: number; ids: number[] }> {
  const familyId = await client.createFamily('Downloads');
  const originals = join(stack.environment.env.DATA_DIR, 'storage', 'originals', String(familyId));
  await mkdir(originals, { recursive: true });
  const photos = [];
  for (const file of files) {
    const uuid = randomUUID();
    await link(file, join(originals, `${uuid}.jpg`));
    photos.push({ uuid, originalKey: `originals/${familyId}/${uuid}.jpg`, originalBytes: FILE_MB * MiB });
  }
  const databaseUrl = stack.environment.env.DATABASE_URL;
  await insertPhotoRows(databaseUrl, familyId, photos);
  const connection = await createConnection(databaseUrl);
  try {
    const [rows] = await connection.query<RowDataPacket[]>('SELECT id FROM photos WHERE family_id = ? ORDER BY id', [familyId]);
    return { familyId, ids: rows.map((row) => Number(row.id)) };
  } finally {
    await connection.end();
  }
}

/** Reads every file once so that neither contender pays for the first read from disk. */
async function warmPageCache(files: string[]): Promise<void> {
  for (const file of files) for await (const _chunk of createReadStream(file, { highWaterMark: MiB })) void _chunk;
}

export async function benchZipDownload(stack: ScaledStack, dataDir: string, line: Line): Promise<void> {
  if (!zipAvailable()) throw new Error('The zip command is missing: install it (apt-get install zip) to measure the floor');
  const { root, small, files } = await sampleFiles(dataDir);
  const client = new DownloadClient(stack.url);
  await client.register();
  const { familyId, ids } = await seedFamily(stack, client, files);
  await warmPageCache(files);
  const peaks: number[] = [];
  for (const [label, count, folder] of [
    ['small', SMALL_FILES, small],
    ['large', LARGE_FILES, root],
  ] as const) {
    const zip = await zipFolder(folder, 'store', ZIP_TIMEOUT_MS);
    await stack.restartApi();
    const idle = residentMemory(stack.api.pid);
    const download = await client.createDownload(familyId, ids.slice(0, count));
    const got = await client.fetchAndDiscard(download.url, stack.url);
    const { peakMb } = residentMemory(stack.api.pid);
    peaks.push(peakMb);
    if (got.bytes !== got.contentLength || got.bytes !== download.size_bytes) {
      throw new Error(`The ${label} download sent ${got.bytes} bytes, announced ${got.contentLength} (and ${download.size_bytes} when made)`);
    }
    const mbps = (bytes: number, seconds: number) => bytes / MiB / seconds;
    line(`zip download, ${count} x ${FILE_MB} MiB`, `${(got.bytes / MiB / 1024).toFixed(2)} GiB in ${got.seconds.toFixed(1)} s: ${mbps(got.bytes, got.seconds).toFixed(0)} MiB/s; zip -0 -r ${mbps(zip.bytes, zip.seconds).toFixed(0)} MiB/s (${(mbps(got.bytes, got.seconds) / mbps(zip.bytes, zip.seconds)).toFixed(2)})`);
    line(`API memory, ${label} download`, `${idle.rssMb.toFixed(0)} MB idle, peak (VmHWM) ${peakMb.toFixed(0)} MB (target < ${PEAK_TARGET_MB} MB: ${verdict(peakMb < PEAK_TARGET_MB)})`);
  }
  const growth = peaks[1] - peaks[0];
  line('API peak, 2 GiB against 512 MiB', `${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB (flat within ${GROWTH_ALLOWANCE_MB} MB: ${verdict(growth <= GROWTH_ALLOWANCE_MB)})`);
}
