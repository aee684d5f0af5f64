/** Request shapes the server contract depends on. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './auth';
import { backupDownloadUrl, restoreBackup } from './backups';
import { listFamilyPhotos } from './photos';
import { getOnThisDay, getTimeline } from './timeline';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init.method, body: init.body ? JSON.parse(init.body) : undefined };
};

describe('API functions', () => {
  it('sends remember with the login', async () => {
    await login({ email: 'a@b.c', password: 'pw', remember: false }).catch(() => undefined);
    expect(lastCall()).toEqual({ url: '/api/auth/login', method: 'POST', body: { email: 'a@b.c', password: 'pw', remember: false } });
  });

  it('restores with an explicit confirm flag', async () => {
    await restoreBackup(7);
    expect(lastCall()).toEqual({ url: '/api/admin/backup/7/restore', method: 'POST', body: { confirm: true } });
  });

  it('downloads from /api/admin/... with the prefix once', () => {
    expect(backupDownloadUrl(7)).toBe('/api/admin/backup/7/download');
  });

  it('pages family photos by taken date', async () => {
    await listFamilyPhotos(4, 2, 12, 'desc');
    expect(lastCall().url).toBe('/api/families/4/photos?page=2&per_page=12&sort_by=taken_date&order=desc');
  });

  it('asks the timeline for the chosen families', async () => {
    await getTimeline([1, 3], 1, 20, 'asc');
    expect(lastCall().url).toBe('/api/timeline?family_ids=1%2C3&page=1&per_page=20&order=asc');
  });

  it('starts the timeline at a day with from', async () => {
    await getTimeline([1], 2, 20, 'desc', [], '1989-12-31');
    expect(lastCall().url).toBe('/api/timeline?family_ids=1&page=2&per_page=20&order=desc&from=1989-12-31');
  });

  it('starts a family’s photos at a day with from', async () => {
    await listFamilyPhotos(4, 1, 12, 'desc', [], '1959-12-31');
    expect(lastCall().url).toBe('/api/families/4/photos?page=1&per_page=12&sort_by=taken_date&order=desc&from=1959-12-31');
  });

  it("sends the browser's day to On This Day, a page at a time", async () => {
    await getOnThisDay('2024-03-09', 2, 24);
    expect(lastCall().url).toBe('/api/timeline/on-this-day?date=2024-03-09&page=2&per_page=24');
  });
});
