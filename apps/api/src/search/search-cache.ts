import { AppConfig, InjectConfig } from '@heirloom/config';
import { SearchScope } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** A search scope with its families' search versions ('1:8843…,8:1290…'); null when a family has none yet. */
export interface VersionedScope extends SearchScope {
  versions: string | null;
  /** Their search and photo versions ('1:8843….5521…,8:…'): what a whole answer, hits and all, depends on. */
  answerVersions: string | null;
}

interface Kept {
  /** The scope's families' search versions when the answer was asked for. */
  versions: string;
  answer: Promise<unknown>;
}

/**
 * Search answers kept per question (what was asked, the families, the words) and given again while the search
 * versions of those families are unchanged, as a search engine's request cache is dropped when its index changes.
 * The database changes a family's version with every write to a searched text of it (search-versions.schema.ts), so
 * a kept answer is never stale: the first request after a change asks the index again. A repeated question (paging,
 * type-ahead, several people opening the same search) then costs a look-up instead of ranking every match again.
 *
 * The versions are read before the index is asked, so an answer can only be newer than its versions, never older.
 * An answer being computed is shared by the requests that ask for it meanwhile; a failed one is not kept.
 */
@Injectable()
export class SearchCache {
  private readonly kept?: LRUCache<string, Kept>;

  constructor(@InjectConfig() config: AppConfig) {
    if (config.searchCacheEntries > 0) this.kept = new LRUCache({ max: config.searchCacheEntries });
  }

  /** Whether an answer for this scope would be kept at all (the cache is on and every family has a version). */
  keeps(scope: VersionedScope, versions: 'versions' | 'answerVersions' = 'versions'): boolean {
    return this.kept !== undefined && scope[versions] !== null;
  }

  /**
   * The answer to `question` kept while `versions` of the scope's families stay the same: the search versions for
   * the matches of a kind, the answer versions for a whole answer with its hits.
   */
  remember<T>(question: string, scope: VersionedScope, ask: () => Promise<T>, versions: 'versions' | 'answerVersions' = 'versions'): Promise<T> {
    if (!this.keeps(scope, versions)) return ask();
    const kept = this.kept!;
    const current = scope[versions]!;
    const key = `${question}\n${scope.familyIds.join(',')}\n${scope.terms.lastIsPrefix ? '*' : '='}${scope.terms.words.join(' ')}`;
    const found = kept.get(key);
    if (found && found.versions === current) return found.answer as Promise<T>;
    const answer = ask();
    const entry = { versions: current, answer };
    kept.set(key, entry);
    answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return answer;
  }
}
