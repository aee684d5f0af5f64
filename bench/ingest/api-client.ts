import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';

interface ListedPhoto {
  id: number;
  thumbnail_status: string;
}

/** A signed-in user of the API over HTTP, as a browser would be (one session cookie). */
export class ApiClient {
  private cookie = '';

  constructor(private readonly url: string) {}

  async register(): Promise<void> {
    const response = await this.call('POST', '/api/auth/register', { email: `bench.${Date.now()}@example.com`, name: 'Bench', password: 'bench password 1' });
    this.cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  }

  async createFamily(name: string): Promise<number> {
    return (await this.json<{ family: { id: number } }>('POST', '/api/families', { name })).family.id;
  }

  /** One photo, as the upload dialog sends it; the file is streamed from disk, not read into memory first. */
  async uploadPhoto(familyId: number, path: string): Promise<void> {
    const form = new FormData();
    form.append('photo', await openAsBlob(path, { type: 'image/jpeg' }), basename(path));
    await this.call('POST', `/api/families/${familyId}/photos`, form);
  }

  async uploadBulk(familyId: number, paths: string[]): Promise<{ successful: number; failed: number }> {
    const form = new FormData();
    for (const path of paths) form.append('photos', await openAsBlob(path, { type: 'image/jpeg' }), basename(path));
    return this.json('POST', `/api/families/${familyId}/photos/bulk`, form);
  }

  /** How many of the family's photos have their thumbnail and preview written. */
  async countReady(familyId: number): Promise<number> {
    let ready = 0;
    for (let page = 1; ; page++) {
      const body = await this.json<{ photos: ListedPhoto[]; pagination: { has_next: boolean } }>('GET', `/api/families/${familyId}/photos?per_page=100&page=${page}`);
      ready += body.photos.filter((photo: ListedPhoto) => photo.thumbnail_status === 'ready').length;
      if (!body.pagination.has_next) return ready;
    }
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
