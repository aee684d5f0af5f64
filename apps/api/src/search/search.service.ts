import { Injectable } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { FamiliesRepository } from '../families/families.repository';
import { SearchQueryDto } from './search.dto';
import { SearchIndex, SearchScope } from './search.index';
import { SearchRepository } from './search.repository';
import { SearchResponse, toCommentHit, toPhotoHit, toStoryHit } from './search.response';
import { readSearchTerms } from './search-terms';

const nothing = (): SearchResponse => ({ total: 0, counts: { photos: 0, stories: 0, comments: 0 }, results: { photos: [], stories: [], comments: [] } });

/** Full-text search over photo texts, stories and comments of the caller's families, each kind paged on its own. */
@Injectable()
export class SearchService {
  constructor(
    private readonly families: FamiliesRepository,
    private readonly index: SearchIndex,
    private readonly repository: SearchRepository,
  ) {}

  async search(user: AuthUser, { q, limit, offset }: SearchQueryDto): Promise<SearchResponse> {
    const scope = await this.scopeOf(user, q);
    if (!scope) return nothing();
    const page = { limit, offset };
    const photos = await this.index.find('photos', scope, page);
    const stories = await this.index.find('stories', scope, page);
    const comments = await this.index.find('comments', scope, page);
    const { familyIds } = scope;
    return {
      total: photos.total + stories.total + comments.total,
      counts: { photos: photos.total, stories: stories.total, comments: comments.total },
      results: {
        photos: (await this.repository.getPhotos(photos.ids, familyIds)).map(toPhotoHit),
        stories: (await this.repository.getStories(stories.ids, familyIds)).map(toStoryHit),
        comments: (await this.repository.getComments(comments.ids, familyIds)).map(toCommentHit),
      },
    };
  }

  /** The caller's families and the words typed; null when there is nothing to look for (no family, or no word). */
  async scopeOf(user: AuthUser, text: string): Promise<SearchScope | null> {
    const terms = readSearchTerms(text);
    if (terms.words.length === 0) return null;
    const familyIds = await this.families.getFamilyIdsOf(user.id);
    return familyIds.length > 0 ? { familyIds, terms } : null;
  }
}
