import type { ListStartQuery, PageQuery, PaginationResponse, SortOrder, UserRefResponse } from './common';
import type { ReactionCountResponse } from './reactions';
import type { PhotoPersonResponse } from './people';

export type DatePrecision = 'decade' | 'year' | 'month' | 'day' | 'approximate';
export type DateCertainty = 'exact' | 'approximate' | 'uncertain';
export type ThumbnailStatus = 'pending' | 'ready' | 'failed';
/** Every item of a family's library is a photo row; a video is one with media_type 'video'. */
export type MediaType = 'photo' | 'video';
/** A video's playback copy: pending, processing (being made), ready or failed. */
export type PlaybackStatus = 'pending' | 'processing' | 'ready' | 'failed';

export interface PhotoResponse {
  id: number;
  family_id: number;
  description: string | null;
  location: string | null;
  display_location: string | null;
  /** Camera wall clock 'YYYY-MM-DDTHH:mm:ss', or a typed day 'YYYY-MM-DD'. */
  taken_date: string | null;
  upload_date: string;
  fuzzy_date_text: string | null;
  date_range_start: string | null;
  date_range_end: string | null;
  taken_date_precision: DatePrecision | null;
  date_certainty: DateCertainty | null;
  /** What lists are ordered by: taken_date, else date_range_start, else upload_date (UTC). */
  sort_date: string;
  uploaded_by: UserRefResponse | null;
  camera_info: string | null;
  camera_settings: string | null;
  has_gps: boolean;
  gps_latitude: number | null;
  gps_longitude: number | null;
  gps_altitude: number | null;
  original_filename: string;
  mime_type: string;
  /** 'photo' or 'video'. */
  media_type: MediaType;
  size_bytes: number;
  width: number;
  height: number;
  thumbnail_status: ThumbnailStatus;
  file_url: string;
  /**
   * `/api/photos/{id}/thumbnail?v={version}` (and `/preview?v=`): the version is that of the files made, new each
   * time they are made again, so the URL changes with the file and a browser keeps each for good. No `?v` while the
   * files are not made (thumbnail_status pending or failed): such a URL is revalidated on every use.
   */
  thumbnail_url: string;
  preview_url: string;
  /** A video's length in seconds; null for photos (and for a video the worker has not read yet). */
  duration_seconds: number | null;
  /** `/api/photos/{id}/playback` for videos (the MP4 to play), null for photos. */
  playback_url: string | null;
  /** Videos: the playback copy's state; null for photos. */
  playback_status: PlaybackStatus | null;
  /** Videos: 0..100 while the playback copy is being made; null otherwise. */
  playback_progress: number | null;
  /** The original as uploaded, sent as an attachment under its original file name. */
  download_url: string;
  /** Only the uploader may edit (SPEC section 6). */
  can_edit: boolean;
  /** The uploader or a family admin may move it to the trash (issue 19). */
  can_delete: boolean;
  /** The members' reactions, kinds with a count only, in the fixed order heart, laugh, wow, sad, clap. */
  reactions: ReactionCountResponse[];
  /** Who is tagged in it, by name, with their box and their age at the photo. */
  people: PhotoPersonResponse[];
}

/**
 * A thumbnail's or preview's ?v, as its URL carries it. Asked for by the current version, the file answers
 * `Cache-Control: private, max-age=31536000, immutable`; without one, or by a former one, the current file answers
 * to be revalidated by its ETag (`private, no-cache`; a share link's `no-store`).
 */
export interface ImageQuery {
  /** 1 to 32 letters, digits, '-' or '_'. */
  v?: string;
}

/** Several photos of one family at once (the Select mode's batch actions). */
export interface BatchPhotosRequest {
  photo_ids: number[];
}

/** One date for every photo named: fuzzy text (wins) or an exact day; one of them is required. */
export interface BatchPhotoDateRequest extends BatchPhotosRequest {
  fuzzy_date?: string | null;
  taken_date?: string | null;
}

/** How many photos a batch action moved to the trash or changed: all it named, or none. */
export interface BatchPhotosResponse {
  count: number;
}

export interface PhotoPageResponse {
  photos: PhotoResponse[];
  pagination: PaginationResponse;
}

/** One file of a bulk upload: its photo, or why it was refused. */
export type BulkUploadFileResponse =
  | { status: 'success'; filename: string; photo: PhotoResponse }
  | { status: 'error'; filename: string; error: string; existing_photo_id?: number };

/** The 409 of an upload whose file the family has already (outside the trash): `{error, existing_photo_id}`. */
export interface DuplicatePhotoErrorResponse {
  error: string;
  existing_photo_id: number;
}

export interface BulkUploadResponse {
  total: number;
  successful: number;
  failed: number;
  results: BulkUploadFileResponse[];
}

/** The text fields of an upload, shared by every photo of a bulk one (SPEC section 7), sent before the files. */
export interface PhotoTextRequest {
  description?: string | null;
  location?: string | null;
  /** 'summer 92', 'circa 1985', '1980s'… Wins over taken_date when both are sent. */
  fuzzy_date?: string | null;
}

export interface BulkUploadRequest extends PhotoTextRequest {
  /**
   * A caption per file, in the order of the files (null: the shared description), sent as JSON text in the form:
   * '["At the lake", null]'. As many as there are files.
   */
  captions?: Array<string | null>;
}

export interface UploadPhotoRequest extends PhotoTextRequest {
  /** '2024-05-17' or '2024-05-17T14:30[:59]', the wall-clock time of the scene. Without a date, the camera's. */
  taken_date?: string | null;
}

/** Absent fields stay as they are; an empty or null one clears it (both dates empty: no date). */
export type UpdatePhotoRequest = UploadPhotoRequest;

export type PhotoSortField = 'taken_date';

/** 12 photos per page unless asked otherwise (SPEC section 9). */
export interface ListPhotosQuery extends PageQuery, ListStartQuery {
  sort_by?: PhotoSortField;
  order?: SortOrder;
  /** Only photos in which all of these people are tagged ('1,2'). */
  person_ids?: number[];
}
