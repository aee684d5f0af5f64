import { existsSync } from 'node:fs';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createFamily } from '../support/factories';
import { uniqueJpeg } from '../support/photos';
import { eventually } from '../support/eventually';
import { describeScaled, signUp, useFaultStack } from './fault-stack';

const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 3600 * 1000);

/** Files under a folder of the storage (none when it does not exist). */
const filesIn = async (folder: string): Promise<string[]> => (existsSync(folder) ? readdir(folder, { recursive: true }) : []);

describeScaled('Faults: the API killed during an upload', () => {
  const stack = useFaultStack();

  it('leaves no row and no stored photo; the orphaned temporary file is swept by the worker once stale', async () => {
    const { api, url } = await stack().startApi();
    const owner = await signUp(url);
    const familyId = await createFamily(owner);
    const { cookie } = owner;

    // Half of a multipart upload, then silence: the API is streaming the file into its temporary folder.
    const photo = await uniqueJpeg(2000, 1500);
    const boundary = 'fault-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const upload = httpRequest(`${url}/api/families/${familyId}/photos`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + photo.content.length + boundary.length + 8,
      },
    });
    upload.on('error', () => undefined); // the connection dies with the API
    upload.write(Buffer.concat([head, photo.content.subarray(0, Math.floor(photo.content.length / 2))]));
    const tmp = join(stack().storageDir, 'tmp');
    const [partial] = await eventually(() => filesIn(tmp), (files) => files.length === 1, 20_000, 'The upload reaching the temporary folder');
    expect((await stat(join(tmp, partial))).size).toBeGreaterThan(0);

    await api.stop('SIGKILL');
    upload.destroy();
    expect(await stack().query('SELECT id FROM photos')).toEqual([]);
    expect(await filesIn(join(stack().storageDir, 'originals'))).toEqual([]);

    // The orphan: a fresh one could still be another process's upload, so only a stale one goes. A stale file beside
    // it shows when the worker's start-up sweep has run.
    const stale = 'stale-orphan.jpg';
    await writeFile(join(tmp, stale), 'left by a process killed two days ago');
    await utimes(join(tmp, stale), twoDaysAgo(), twoDaysAgo());
    const worker = await stack().startWorker();
    await eventually(() => filesIn(tmp), (files) => !files.includes(stale), 20_000, 'The start-up sweep removing the stale file');
    expect(await filesIn(tmp)).toEqual([partial]);
    await worker.stop('SIGTERM');
    await utimes(join(tmp, partial), twoDaysAgo(), twoDaysAgo());
    await stack().startWorker();
    await eventually(() => filesIn(tmp), (files) => files.length === 0, 20_000, 'The stale temporary file being swept');

    // A restarted API lists nothing.
    const restarted = await stack().startApi();
    const again = await fetch(`${restarted.url}/api/families/${familyId}/photos`, { headers: { Cookie: cookie } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { photos: unknown[] }).photos).toEqual([]);
  }, 180_000);
});
