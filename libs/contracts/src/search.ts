import type { FamilyRefResponse, UserRefResponse } from './common';
import type { PhotoResponse } from './photos';

/**
 * Why a photo was found: 'person' (someone tagged in it), 'description', 'place' (typed or found from its GPS),
 * 'date' (the date as typed) or 'uploader' (who added it).
 */
export type SearchMatchField = 'person' | 'description' | 'place' | 'date' | 'uploader';

/** The field and the words of it that hold the search (a long text cut around the first word found, with '…'). */
export interface SearchMatchResponse {
  field: SearchMatchField;
  excerpt: string;
}

export interface PhotoHitResponse
  extends Pick<PhotoResponse, 'taken_date_precision' | 'date_range_start' | 'date_range_end' | 'date_certainty' | 'uploaded_by'> {
  id: number;
  description: string | null;
  location: string | null;
  display_location: string | null;
  taken_date: string | null;
  fuzzy_date_text: string | null;
  /** As a photo's (PhotoResponse): versioned once its thumbnail and preview are made. */
  thumbnail_url: string;
  /** What the viewer opens the hit at. */
  preview_url: string;
  family: FamilyRefResponse;
  /** Null when the index found it by a form of a word this cannot point at (rare). */
  matched: SearchMatchResponse | null;
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
  /** Matches per kind, for the tabs' counts. A kind's count stops at 1,000 (see `capped`). */
  counts: { photos: number; stories: number; comments: number; people: number };
  /** The kinds with more matches than their count says ('1000+'): counting stopped at 1,000, and so did `total`. */
  capped: { photos: boolean; stories: boolean; comments: boolean };
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
