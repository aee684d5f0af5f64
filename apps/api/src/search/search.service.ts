import type { PhotoHitResponse, SearchResponse } from '@heirloom/contracts';
import { PeopleRepository, RANKED_CANDIDATES, readSearchTerms, SearchedTable, SearchHits, SearchIndex, SearchMembership, SearchRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { SearchQueryDto } from './search.dto';
import { SearchCache, VersionedScope } from './search-cache';
import { toPersonHit } from '../people/person.response';
import { toCommentHit, toPhotoHit, toStoryHit } from './search.response';
import { matchOf } from './search-match';

/**
 * How many best matches of each kind a search ranks and keeps at once (the index's ranked candidates): the first
 * pages are then slices of one answer. A page further down, or any page when no answer is kept, asks the index.
 */
export const RANKED_PER_SEARCH = RANKED_CANDIDATES;

const nothing = (): SearchResponse => ({
  total: 0,
  counts: { photos: 0, stories: 0, comments: 0, people: 0 },
  capped: { photos: false, stories: false, comments: false },
  results: { photos: [], stories: [], comments: [], people: [] },
});

/**
 * Full-text search over photo texts, stories and comments of the caller's families, each kind paged on its own; and
 * people by name, with the photos they are tagged in among the photos found.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly access: AccessService,
    private readonly index: SearchIndex,
    private readonly repository: SearchRepository,
    private readonly cache: SearchCache,
    private readonly people: PeopleRepository,
  ) {}

  /**
   * A whole answer is kept while the families' search versions (what matches) and photo versions (what the hits show:
   * photos, names, people, members) stay the same; it holds nothing that differs from one member to another.
   */
  async search(user: AuthUser, { q, limit, offset }: SearchQueryDto): Promise<SearchResponse> {
    const scope = await this.scopeOf(user, q);
    if (!scope) return nothing();
    return this.cache.remember(`answer ${limit} ${offset}`, scope, () => this.answer(scope, { limit, offset }), 'answerVersions');
  }

  private async answer(scope: VersionedScope, page: { limit: number; offset: number }): Promise<SearchResponse> {
    const { limit, offset } = page;
    const photos = await this.findPhotos(scope, page);
    const stories = await this.find('stories', scope, page);
    const comments = await this.find('comments', scope, page);
    const { familyIds } = scope;
    const people = await this.people.search(familyIds, scope.terms.words, limit, offset);
    return {
      total: photos.total + stories.total + comments.total + people.total,
      counts: { photos: photos.total, stories: stories.total, comments: comments.total, people: people.total },
      capped: { photos: photos.capped, stories: stories.capped, comments: comments.capped },
      results: {
        photos: await this.photoHits(photos.ids, scope),
        stories: (await this.repository.getStories(stories.ids, familyIds)).map(toStoryHit),
        comments: (await this.repository.getComments(comments.ids, familyIds)).map(toCommentHit),
        people: people.people.map(toPersonHit),
      },
    };
  }

  /** The caller's families and the words typed; null when there is nothing to look for (no family, or no word). */
  async scopeOf(user: AuthUser, text: string): Promise<VersionedScope | null> {
    const terms = readSearchTerms(text);
    if (terms.words.length === 0) return null;
    const families = await this.access.searchableFamiliesOf(user);
    if (families.length === 0) return null;
    return { familyIds: families.map((family) => family.familyId), versions: versionsOf(families, 'version'), answerVersions: versionsOf(families, 'answerVersion'), terms };
  }

  /** The photos found, each with why: its texts, the people tagged in it, its uploader. */
  private async photoHits(ids: number[], { familyIds, terms }: VersionedScope): Promise<PhotoHitResponse[]> {
    const photos = await this.repository.getPhotos(ids, familyIds);
    const tags = await this.people.getTagsOfPhotos(photos.map((photo) => photo.id));
    return photos.map((photo) => {
      const names = { people: (tags.get(photo.id) ?? []).map((tag) => tag.name), uploader: photo.uploader?.name ?? '' };
      return toPhotoHit(photo, matchOf(photo, names, terms));
    });
  }

  /**
   * Photos whose texts hold the words, and photos in which someone whose name holds them is tagged or which a member
   * so named uploaded (those first, newest first). The named ones are not among the kept matches of a kind (search
   * versions): a whole answer holding them is kept by the photo versions too, which a tag, a person or a rename moves.
   */
  private async findPhotos(scope: VersionedScope, page: { limit: number; offset: number }): Promise<SearchHits> {
    const taggedIds = await this.people.getPhotoIdsTaggedWithName(scope.familyIds, scope.terms.words);
    const uploadedIds = await this.repository.getPhotoIdsUploadedByName(scope.familyIds, scope.terms.words);
    const tagged = [...new Set([...taggedIds, ...uploadedIds])];
    if (tagged.length === 0) return this.find('photos', scope, page);
    const byText = await this.find('photos', scope, { limit: RANKED_PER_SEARCH, offset: 0 });
    const isTagged = new Set(tagged);
    const textOnly = byText.ids.filter((id) => !isTagged.has(id));
    const merged = [...tagged, ...textOnly];
    const total = byText.total + tagged.length - (byText.ids.length - textOnly.length);
    const end = page.offset + page.limit;
    if (end <= merged.length || (!byText.capped && byText.ids.length >= byText.total)) return { total, capped: byText.capped, ids: merged.slice(page.offset, end) };
    // Past the text matches ranked at once: the index's own page, shifted by the tagged photos before it (a tagged
    // photo that also matches by text this far down is left out, so such a page may come out a photo short).
    const shift = merged.length - byText.ids.length;
    const further = await this.index.find('photos', scope, { limit: page.limit, offset: Math.max(byText.ids.length, page.offset - shift) });
    return { total, capped: byText.capped, ids: [...merged.slice(page.offset), ...further.ids.filter((id) => !isTagged.has(id))].slice(0, page.limit) };
  }

  private async find(table: SearchedTable, scope: VersionedScope, { limit, offset }: { limit: number; offset: number }): Promise<SearchHits> {
    if (offset + limit > RANKED_PER_SEARCH || !this.cache.keeps(scope)) return this.index.find(table, scope, { limit, offset });
    const ranked = await this.cache.remember(`find ${table}`, scope, () => this.index.find(table, scope, { limit: RANKED_PER_SEARCH, offset: 0 }));
    return { ...ranked, ids: ranked.ids.slice(offset, offset + limit) };
  }
}

/** The families' versions of one kind as one key ('1:8843…,8:1290…'), or null when a family has none yet. */
function versionsOf(families: SearchMembership[], kind: 'version' | 'answerVersion'): string | null {
  if (families.some((family) => family[kind] === null)) return null;
  return families.map((family) => `${family.familyId}:${family[kind]}`).join(',');
}
