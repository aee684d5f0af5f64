import { get, query } from './http';
import type { SearchResponse, Suggestion } from './types';

export const search = (q: string) => get<SearchResponse>(`/search${query({ q })}`);
export const getSuggestions = (q: string) =>
  get<{ suggestions: Suggestion[] }>(`/search/suggestions${query({ q })}`).then((r) => r.suggestions);
