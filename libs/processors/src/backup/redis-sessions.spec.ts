import type IORedis from 'ioredis';
import { unlinkKeysByPrefix } from './redis-sessions';

/** The two commands the sweep uses, over a key list, handing out SCAN pages of two keys at most. */
function fakeRedis(keys: string[]) {
  const calls: string[] = [];
  const redis = {
    scan: async (cursor: string, _match: 'MATCH', pattern: string) => {
      calls.push(`SCAN ${cursor} ${pattern}`);
      const start = Number(cursor);
      const prefix = pattern.slice(0, -1);
      const page = keys.slice(start, start + 2).filter((key) => key.startsWith(prefix));
      const next = start + 2 >= keys.length ? '0' : String(start + 2);
      return [next, page];
    },
    unlink: async (...names: string[]) => {
      calls.push(`UNLINK ${names.join(' ')}`);
      return names.length;
    },
  };
  return { redis: redis as unknown as IORedis, calls };
}

describe(unlinkKeysByPrefix.name, () => {
  it('walks the whole key space by SCAN and unlinks each page of matching keys', async () => {
    const { redis, calls } = fakeRedis(['heirloom:sess:a', 'bull:x', 'heirloom:sess:b', 'heirloom:sess:c', 'other']);
    expect(await unlinkKeysByPrefix(redis, 'heirloom:sess:')).toBe(3);
    expect(calls).toEqual([
      'SCAN 0 heirloom:sess:*',
      'UNLINK heirloom:sess:a',
      'SCAN 2 heirloom:sess:*',
      'UNLINK heirloom:sess:b heirloom:sess:c',
      'SCAN 4 heirloom:sess:*',
    ]);
  });

  it('refuses a prefix that would match more than itself', async () => {
    const { redis, calls } = fakeRedis(['a']);
    await expect(unlinkKeysByPrefix(redis, 'heirloom:*')).rejects.toThrow(/glob/);
    expect(calls).toEqual([]);
  });
});
