import { UniqueJpegs } from './unique-jpeg';

/** One signed-in person: the cookie of a single login, replayed on every API process. */
export interface LoadSession {
  cookie: string;
  familyId: number;
  photoIds: number[];
}

export const SEARCH_WORDS = ['picnic', 'wedding', 'harbour', 'birthday', 'garden', 'grandma', 'snow', 'holiday'];
const PASSWORD = 'load test password';

async function call(url: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  const response = await fetch(`${url}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Families of photos to read, each with an owner who signs in once. Photos go in through the bulk upload, 20 at a
 * time, with descriptions drawn from SEARCH_WORDS so that searches find something.
 */
export async function seed(url: string, { families, photosPerFamily }: { families: number; photosPerFamily: number }): Promise<LoadSession[]> {
  const jpegs = await UniqueJpegs.create('seed');
  const sessions: LoadSession[] = [];
  for (let f = 0; f < families; f++) {
    const email = `load.${process.pid}.${f}@example.com`;
    await call(url, '/api/auth/register', json({ email, name: `Loader ${f}`, password: PASSWORD }));
    const login = await call(url, '/api/auth/login', json({ email, password: PASSWORD }));
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    const family = (await (await call(url, '/api/families', { ...json({ name: `Load family ${f}`, description: 'Under load' }), cookie })).json()) as { family: { id: number } };
    const familyId: number = family.family.id;
    const photoIds: number[] = [];
    for (let done = 0; done < photosPerFamily; done += 20) {
      const form = new FormData();
      form.set('description', `${SEARCH_WORDS[(f + done) % SEARCH_WORDS.length]} at the ${SEARCH_WORDS[(f + done + 3) % SEARCH_WORDS.length]}`);
      for (let i = done; i < Math.min(done + 20, photosPerFamily); i++) form.append('photos', new Blob([jpegs.next()], { type: 'image/jpeg' }), `seed-${i}.jpg`);
      const bulk = (await (await call(url, `/api/families/${familyId}/photos/bulk`, { method: 'POST', body: form, cookie })).json()) as { failed: number; results: Array<{ status: string; photo: { id: number } }> };
      if (bulk.failed > 0) throw new Error(`Seeding refused photos: ${JSON.stringify(bulk.results.filter((r) => r.status !== 'success'))}`);
      photoIds.push(...bulk.results.map((result) => result.photo.id));
    }
    sessions.push({ cookie, familyId, photoIds });
  }
  return sessions;
}
