import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { basename } from 'node:path';

interface ListedPhoto {
  playback_status: string | null;
}

/** A signed-in user of the API over HTTP, as a browser would be (one session cookie). */
export class ApiClient {
  protected cookie = '';

  constructor(private readonly url: string) {}

  async register(): Promise<void> {
    const response = await this.call('POST', '/api/auth/register', { email: `bench.${Date.now()}@example.com`, name: 'Bench', password: 'bench password 1' });
    this.cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  }

  async createFamily(name: string): Promise<number> {
    return (await this.json<{ family: { id: number } }>('POST', '/api/families', { name })).family.id;
  }

  /** One photo (or video), as the upload dialog sends it; answers its id. */
  async uploadPhoto(familyId: number, path: string): Promise<number> {
    return (JSON.parse(await this.postFiles(`/api/families/${familyId}/photos`, 'photo', [path])) as { photo: { id: number } }).photo.id;
  }

  async uploadBulk(familyId: number, paths: string[]): Promise<{ successful: number; failed: number }> {
    return JSON.parse(await this.postFiles(`/api/families/${familyId}/photos/bulk`, 'photos', paths));
  }

  async playbackStatus(photoId: number): Promise<string | null> {
    return (await this.json<{ photo: ListedPhoto }>('GET', `/api/photos/${photoId}`)).photo.playback_status;
  }

  /**
   * A multipart upload streamed from disk with node:http: this client shares the machine's cores with the API and
   * the worker, and fetch's web streams would cost it several times the CPU for the same bytes.
   */
  protected postFiles(path: string, field: string, files: string[]): Promise<string> {
    const boundary = `heirloom-bench-${randomUUID()}`;
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${this.url}${path}`, {
        method: 'POST',
        headers: { cookie: this.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('error', reject).on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          if (response.statusCode! >= 400) reject(new Error(`POST ${path} answered ${response.statusCode}: ${body}`));
          else resolve(body);
        });
      });
      const send = async () => {
        for (const file of files) {
          request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${basename(file)}"\r\nContent-Type: image/jpeg\r\n\r\n`);
          for await (const chunk of createReadStream(file)) if (!request.write(chunk)) await once(request, 'drain');
          request.write('\r\n');
        }
        request.end(`--${boundary}--\r\n`);
      };
      send().catch(reject);
    });
  }

  protected async json<T>(method: string, path: string, body?: FormData | object): Promise<T> {
    return (await this.call(method, path, body)).json() as Promise<T>;
  }

  protected async call(method: string, path: string, body?: FormData | object): Promise<Response> {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }
}
