import { AppConfig } from '@heirloom/config';
import { readSearchTerms } from '@heirloom/database';
import { SearchCache, VersionedScope } from './search-cache';

describe(SearchCache.name, () => {
  const cacheOf = (entries: number) => new SearchCache({ searchCacheEntries: entries } as AppConfig);
  const scope = (versions: string | null, text = 'lake summer', familyIds = [1, 8], answerVersions: string | null = null): VersionedScope => ({
    familyIds,
    terms: readSearchTerms(text),
    versions,
    answerVersions,
  });
  let asked: number;
  const ask = (answer: unknown) => () => {
    asked++;
    return Promise.resolve(answer);
  };

  beforeEach(() => (asked = 0));

  it('answers a repeated question from what it kept while the versions are the same', async () => {
    const cache = cacheOf(10);
    expect(await cache.remember('find photos', scope('1:5,8:7'), ask('first'))).toBe('first');
    expect(await cache.remember('find photos', scope('1:5,8:7'), ask('second'))).toBe('first');
    expect(asked).toBe(1);
  });

  it('asks again once a version changed, and keeps the new answer', async () => {
    const cache = cacheOf(10);
    await cache.remember('find photos', scope('1:5,8:7'), ask('before'));
    expect(await cache.remember('find photos', scope('1:5,8:9'), ask('after'))).toBe('after');
    expect(await cache.remember('find photos', scope('1:5,8:9'), ask('later'))).toBe('after');
    expect(asked).toBe(2);
  });

  it('keeps questions apart by what is asked, the families and the words (a prefix is not a word)', async () => {
    const cache = cacheOf(10);
    const versions = '1:5,8:7';
    await cache.remember('find photos', scope(versions), ask('a'));
    expect(await cache.remember('find stories', scope(versions), ask('b'))).toBe('b');
    expect(await cache.remember('find photos', scope(versions, 'lake summer', [1]), ask('c'))).toBe('c');
    expect(await cache.remember('find photos', scope(versions, 'lake summers'), ask('d'))).toBe('d');
    expect(await cache.remember('find photos', scope(versions, 'lake s'), ask('e'))).toBe('e');
    expect(asked).toBe(5);
  });

  it('shares an answer still being computed, and forgets one that failed', async () => {
    const cache = cacheOf(10);
    let fail!: (error: Error) => void;
    const failing = () => {
      asked++;
      return new Promise<string>((_, reject) => (fail = reject));
    };
    const first = cache.remember('find photos', scope('1:5'), failing);
    const second = cache.remember('find photos', scope('1:5'), failing);
    fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(asked).toBe(1);
    expect(await cache.remember('find photos', scope('1:5'), ask('recovered'))).toBe('recovered');
  });

  it('keeps nothing without versions (a family without one) or when turned off', async () => {
    const cache = cacheOf(10);
    await cache.remember('find photos', scope(null), ask('a'));
    expect(await cache.remember('find photos', scope(null), ask('b'))).toBe('b');
    const off = cacheOf(0);
    await off.remember('find photos', scope('1:5'), ask('c'));
    expect(await off.remember('find photos', scope('1:5'), ask('d'))).toBe('d');
    expect(asked).toBe(4);
    expect([cache.keeps(scope('1:5')), cache.keeps(scope(null)), off.keeps(scope('1:5'))]).toEqual([true, false, false]);
  });

  it('keeps a whole answer by the answer versions, apart from the search versions', async () => {
    const cache = cacheOf(10);
    expect(await cache.remember('answer 20 0', scope('1:5', 'lake', [1], '1:5.9'), ask('first'), 'answerVersions')).toBe('first');
    expect(await cache.remember('answer 20 0', scope('1:5', 'lake', [1], '1:5.9'), ask('second'), 'answerVersions')).toBe('first');
    // Only the photo version moved (a thumbnail written): the answer is asked again, the matches are not concerned.
    expect(await cache.remember('answer 20 0', scope('1:5', 'lake', [1], '1:5.10'), ask('third'), 'answerVersions')).toBe('third');
    expect(await cache.remember('answer 20 0', scope('1:5', 'lake', [1], null), ask('fourth'), 'answerVersions')).toBe('fourth');
    expect(asked).toBe(3);
    expect(cache.keeps(scope('1:5', 'lake', [1], null), 'answerVersions')).toBe(false);
    expect(cache.keeps(scope('1:5', 'lake', [1], null))).toBe(true);
  });
});
