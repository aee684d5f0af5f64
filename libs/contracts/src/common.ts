/** Shapes shared by several areas of the API. */

export type FamilyRole = 'admin' | 'member';

export type SortOrder = 'asc' | 'desc';

/** Someone named in a response: an author, an uploader, an inviter. */
export interface UserRefResponse {
  id: number;
  name: string;
}

export interface FamilyRefResponse {
  id: number;
  name: string;
}

/**
 * The `pagination` of every paged list but the admin's: no total, which would cost a count of all the rows on every
 * page; `has_next` comes from reading one row past the page instead.
 */
export interface PaginationResponse {
  page: number;
  per_page: number;
  has_next: boolean;
}

/** ?page (from 1) and ?per_page (1 to 100) of a paged list; absent, the list's defaults. */
export interface PageQuery {
  page?: number;
  per_page?: number;
}

/**
 * ?from of a photo list by date (issue 18): the day 'YYYY-MM-DD' it starts at. Newest first, the photos dated on or
 * before that day; oldest first, on or after it; page and per_page count from there. A photo is placed by its
 * sort_date, as in the whole list: its date, else the start of its fuzzy range ('1980s': 1980-01-01), else (undated)
 * its upload time.
 */
export interface ListStartQuery {
  from?: string | null;
}
