import { get, query } from './http';
import type { SearchQuery, SearchResponse, SuggestionResponse, SuggestionsQuery } from '@heirloom/contracts';

export const search = (q: string) => get<SearchResponse>(`/search${query({ q } satisfies SearchQuery)}`);
export const getSuggestions = (q: string) =>
  get<{ suggestions: SuggestionResponse[] }>(`/search/suggestions${query({ q } satisfies SuggestionsQuery)}`).then((r) => r.suggestions);
