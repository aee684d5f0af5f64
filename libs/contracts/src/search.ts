import type { FamilyRefResponse, UserRefResponse } from './common';

export interface PhotoHitResponse {
  id: number;
  description: string | null;
  location: string | null;
  display_location: string | null;
  taken_date: string | null;
  fuzzy_date_text: string | null;
  thumbnail_url: string;
  family: FamilyRefResponse;
}

export interface StoryHitResponse {
  id: number;
  content: string;
  created_at: string;
  author: UserRefResponse;
  photo: { id: number; description: string | null };
  family: FamilyRefResponse;
}

export interface CommentHitResponse {
  id: number;
  content: string;
  created_at: string;
  author: UserRefResponse;
  photo: { id: number };
  family: FamilyRefResponse;
}

export interface SearchResponse {
  /** Matches of all three kinds, beyond the page too. */
  total: number;
  /** Matches per kind, for the tabs' counts. */
  counts: { photos: number; stories: number; comments: number; people: number };
  results: { photos: PhotoHitResponse[]; stories: StoryHitResponse[]; comments: CommentHitResponse[]; people: PersonHitResponse[] };
}

/** A person whose name holds the words (the People tab). */
export interface PersonHitResponse {
  id: number;
  name: string;
  birth_date_text: string | null;
  death_date_text: string | null;
  thumbnail_url: string | null;
  family: FamilyRefResponse;
}

export type SuggestionType = 'location' | 'photo' | 'person';

export interface SuggestionResponse {
  text: string;
  type: SuggestionType;
}

export interface SearchQuery {
  /** At least 2 characters once trimmed (SPEC section 5). */
  q: string;
  /** Results per type (photos, stories, comments); 20 when absent. */
  limit?: number;
  /** Results per type to skip. */
  offset?: number;
}

export interface SuggestionsQuery {
  q: string;
}
