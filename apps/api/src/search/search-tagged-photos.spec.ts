import { PeopleRepository, SearchIndex, SearchRepository } from '@heirloom/database';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { SearchCache } from './search-cache';
import { SearchService } from './search.service';

/**
 * Photos found by the names tagged in them come first, then those whose texts hold the words, each photo once, the
 * total counting both; pages past the ranked text matches ask the index for the rest.
 */
function serviceFinding(textIds: number[], taggedIds: number[]) {
  const access = { searchableFamiliesOf: async () => [{ familyId: 1, role: 'member', version: null, answerVersion: null }] } as unknown as AccessService;
  const index = {
    find: async (table: string, _scope: unknown, { limit, offset }: { limit: number; offset: number }) =>
      table === 'photos' ? { total: textIds.length, ids: textIds.slice(offset, offset + limit) } : { total: 0, ids: [] },
  } as unknown as SearchIndex;
  const repository = {
    getPhotos: async (ids: number[]) => ids.map((id) => ({ id, familyId: 1, family: { name: 'F' } })),
    getStories: async () => [],
    getComments: async () => [],
    // Nobody of that name uploaded (search-by-uploader is covered end to end).
    getPhotoIdsUploadedByName: async () => [],
  } as unknown as SearchRepository;
  // Nothing is kept (no family has a version yet): every question asked afresh.
  const cache = { keeps: () => false, remember: <T>(_question: string, _scope: unknown, ask: () => Promise<T>) => ask() } as unknown as SearchCache;
  const people = {
    getPhotoIdsTaggedWithName: async () => taggedIds,
    search: async () => ({ total: 0, people: [] }),
    getTagsOfPhotos: async () => new Map(),
  } as unknown as PeopleRepository;
  return new SearchService(access, index, repository, cache, people);
}

const user = { id: 1 } as AuthUser;
const photosOf = async (service: SearchService, limit: number, offset: number) => {
  const response = await service.search(user, { q: 'rose', limit, offset });
  return { total: response.counts.photos, ids: response.results.photos.map((photo) => photo.id) };
};

describe('search: photos by the names tagged in them', () => {
  it('puts tagged photos first and counts a photo found both ways once', async () => {
    const service = serviceFinding([10, 11, 12], [20, 11]);
    expect(await photosOf(service, 20, 0)).toEqual({ total: 4, ids: [20, 11, 10, 12] });
    expect(await photosOf(service, 2, 2)).toEqual({ total: 4, ids: [10, 12] });
  });

  it('answers the text matches alone when nobody of that name is tagged', async () => {
    expect(await photosOf(serviceFinding([10, 11], []), 20, 0)).toEqual({ total: 2, ids: [10, 11] });
  });

  it('pages past the ranked text matches through the index, leaving out tagged ones', async () => {
    const text = Array.from({ length: 250 }, (_, i) => i + 1);
    const service = serviceFinding(text, [1000, 5]);
    // 200 ranked text ids, one of them tagged: 201 in the merged list; page 11 of 20 starts beyond it.
    const page = await photosOf(service, 20, 200);
    expect(page.total).toBe(251);
    expect(page.ids).toEqual([200, ...Array.from({ length: 19 }, (_, i) => 201 + i)]);
  });
});
