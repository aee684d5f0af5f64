import type { FamilyRefResponse, ListStartQuery, PageQuery, PaginationResponse, SortOrder } from './common';
import type { BirthdayResponse } from './people';
import type { PhotoResponse } from './photos';

export type TimelinePhotoResponse = PhotoResponse & { family: FamilyRefResponse };
export type MemoryPhotoResponse = PhotoResponse & { family_name: string };

export interface TimelinePageResponse {
  photos: TimelinePhotoResponse[];
  pagination: PaginationResponse;
}

export interface MemoryGroupResponse {
  year: number;
  years_ago: number;
  photos: MemoryPhotoResponse[];
}

export interface OnThisDayResponse {
  date: string;
  memories: MemoryGroupResponse[];
  /** People born on this day (exact birth days), with the age they turn or would have turned. */
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

export interface OnThisDayQuery {
  /** The caller's local day, 'YYYY-MM-DD'; today on the server when absent. */
  date?: string | null;
}
