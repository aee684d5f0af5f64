import type { SuggestionResponse, SuggestionType } from '@heirloom/contracts';
import { PeopleRepository, PlaceColumn, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { SearchCache } from './search-cache';
import { SearchService } from './search.service';
import { foldText, MAX_SUGGESTIONS, RankedCandidate, rankSuggestions } from './suggestion-ranking';

/** At most this many people's names come first among the suggestions. */
const PEOPLE_SUGGESTED = 5;

/** Candidates read per column before ranking: enough for ten distinct suggestions after merging. */
const CANDIDATES_PER_COLUMN = 30;

interface Source<C extends SuggestedColumn> {
  column: C;
  type: SuggestionType;
}

const PLACES: Array<Source<PlaceColumn>> = [
  { column: 'location', type: 'location' },
  { column: 'display_location', type: 'location' },
];
const SOURCES: Array<Source<SuggestedColumn>> = [...PLACES, { column: 'description', type: 'photo' }];

/** Each source's candidates, one column after another. */
async function gather<C extends SuggestedColumn>(sources: Array<Source<C>>, read: (column: C) => Promise<SuggestionCandidate[]>): Promise<RankedCandidate[]> {
  const candidates: RankedCandidate[] = [];
  for (const { column, type } of sources) for (const { text, uses } of await read(column)) candidates.push({ text, type, uses });
  return candidates;
}

/**
 * Type-ahead for the search box: names of people (read afresh each time), then places and photo descriptions of the
 * caller's families, from the full-text index.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly search: SearchService,
    private readonly index: SearchIndex,
    private readonly cache: SearchCache,
    private readonly people: PeopleRepository,
  ) {}

  async suggest(user: AuthUser, q: string): Promise<SuggestionResponse[]> {
    const scope = await this.search.scopeOf(user, q);
    if (!scope) return [];
    // Ranked against the text as typed, so kept per text, not only per words.
    const texts = await this.cache.remember(`suggest ${q}`, scope, () => this.rank(q, scope));
    const names = await this.people.suggestNames(scope.familyIds, scope.terms.words, PEOPLE_SUGGESTED);
    const seen = new Set<string>();
    const suggestions: SuggestionResponse[] = [];
    for (const suggestion of [...names.map(({ text }) => ({ text, type: 'person' as const })), ...texts]) {
      const key = foldText(suggestion.text);
      if (seen.has(key)) continue;
      seen.add(key);
      suggestions.push(suggestion);
    }
    return suggestions.slice(0, MAX_SUGGESTIONS);
  }

  private async rank(q: string, scope: SearchScope): Promise<SuggestionResponse[]> {
    // Places that start with the words rank first: when they fill the list, nothing else could make it.
    const startingPlaces = rankSuggestions(q, await gather(PLACES, (column) => this.index.suggestPlaces(column, scope, CANDIDATES_PER_COLUMN)));
    if (startingPlaces.length === MAX_SUGGESTIONS) return startingPlaces;
    return rankSuggestions(q, await gather(SOURCES, (column) => this.index.suggest(column, scope, CANDIDATES_PER_COLUMN)));
  }
}
