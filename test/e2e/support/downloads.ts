import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Download, hashSecretToken } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { TestUser } from './factories';
import { binary } from './photos';
import { TestApp } from './test-app';

/** POST /families/:id/downloads, without judging the answer. */
export function postDownload(user: TestUser, familyId: number, body: unknown) {
  return user.agent.post(`/api/families/${familyId}/downloads`).send(body as object);
}

/** Makes a download of the photos and answers its `{url, expires_at, count, size_bytes}`. */
export async function createDownload(user: TestUser, familyId: number, photoIds: number[]) {
  const response = await postDownload(user, familyId, { photo_ids: photoIds });
  if (response.status !== 201) throw new Error(`Making a download failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.download as { url: string; expires_at: string; count: number; size_bytes: number };
}

/** GET of a download's url, its body read as bytes whatever its type. */
export const getDownload = (user: TestUser, url: string) => user.agent.get(url).buffer(true).parse(binary);

/** An entry as Python's zipfile reads it, its bytes checked against its CRC-32 by reading them. */
export interface ReadEntry {
  name: string;
  size: number;
  compressType: number;
  sha256: string;
}

const PYTHON_READER = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([{"name": i.filename, "size": i.file_size, "compressType": i.compress_type,
                       "sha256": hashlib.sha256(z.read(i)).hexdigest()} for i in z.infolist()]))
`;

/** Writes the archive to a temporary file and reads it with three tools of the machine, as a person's computer would. */
export function readWithRealTools(zip: Buffer): { entries: ReadEntry[]; unzipTest: string; zipinfo: string } {
  const folder = mkdtempSync(join(tmpdir(), 'heirloom-download-'));
  try {
    const path = join(folder, 'download.zip');
    writeFileSync(path, zip);
    const unzipTest = execFileSync('unzip', ['-t', path]).toString();
    const zipinfo = execFileSync('zipinfo', ['-v', path]).toString();
    const entries = JSON.parse(execFileSync('python3', ['-c', PYTHON_READER, path]).toString()) as ReadEntry[];
    return { entries, unzipTest, zipinfo };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The files of STORAGE_DIR this process holds open right now (the API runs inside the test process). */
export function openStoredFiles(app: TestApp): string[] {
  const links = readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd));
    } catch {
      return '';
    }
  });
  return links.filter((link) => link.startsWith(app.config.storageDir));
}

/** How many download links and selected items the database holds. */
export async function downloadRowCounts(app: TestApp): Promise<{ downloads: number; items: number }> {
  const dataSource = app.app.get(DataSource);
  const [[downloads], [items]] = await Promise.all([
    dataSource.query('SELECT COUNT(*) AS n FROM downloads'),
    dataSource.query('SELECT COUNT(*) AS n FROM download_items'),
  ]);
  return { downloads: Number(downloads.n), items: Number(items.n) };
}

/** Moves a download's expiry into the past, as ten minutes passing would. */
export async function expireDownload(app: TestApp, url: string, agoMs = 1000): Promise<void> {
  const tokenHash = hashSecretToken(url.split('/').pop()!);
  const { affected } = await app.app.get(DataSource).getRepository(Download).update({ tokenHash }, { expiresAt: new Date(Date.now() - agoMs) });
  if (affected !== 1) throw new Error(`No download at ${url}`);
}
