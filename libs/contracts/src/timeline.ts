import type { FamilyRefResponse, ListStartQuery, PageQuery, PaginationResponse, SortOrder } from './common';
import type { BirthdayResponse } from './people';
import type { PhotoResponse } from './photos';

export type TimelinePhotoResponse = PhotoResponse & { family: FamilyRefResponse };
export type MemoryPhotoResponse = PhotoResponse & { family_name: string };

export interface TimelinePageResponse {
  photos: TimelinePhotoResponse[];
  pagination: PaginationResponse;
}

/** One year of a page of On This Day: a year's photos can run on into the next page, in the same group there. */
export interface MemoryGroupResponse {
  year: number;
  years_ago: number;
  /** How many photos of this day the year holds in all, on this page and others. */
  photo_count: number;
  /** This page's photos of the year, newest first. */
  photos: MemoryPhotoResponse[];
}

/**
 * GET /timeline/on-this-day (issue 18: served like a page): the day's photos of earlier years, newest first, a page
 * at a time (ON_THIS_DAY_PAGE_SIZE by default), grouped by year.
 */
export interface OnThisDayResponse {
  date: string;
  memories: MemoryGroupResponse[];
  /** Every photo of this day in earlier years, on all pages (the dashboard card's count). */
  photo_count: number;
  pagination: PaginationResponse;
  /** People born on this day (exact birth days), with the age they turn or would have turned; on every page alike. */
  birthdays: BirthdayResponse[];
}

/** How many photos a decade (1980 for the 1980s) holds. */
export interface DecadeResponse {
  decade: number;
  count: number;
}

export interface FamilyFilterQuery {
  /** Sent as '1,2,3' (or the parameter repeated); absent or blank means all of the caller's families. */
  family_ids?: number[];
}

/** 20 per page unless asked otherwise, across the chosen families. */
export interface TimelineQuery extends PageQuery, FamilyFilterQuery, ListStartQuery {
  order?: SortOrder;
  /** Only photos in which all of these people are tagged ('1,2'). */
  person_ids?: number[];
}

export interface OnThisDayQuery extends PageQuery {
  /** The caller's local day, 'YYYY-MM-DD'; today on the server when absent. */
  date?: string | null;
}
