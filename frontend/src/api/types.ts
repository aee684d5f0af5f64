/** Shapes of the API's JSON (snake_case, as SPEC.md section 3 and the API contract name them). */

export type Id = number | string;
export type Role = 'admin' | 'member';

export interface User {
  id: Id;
  email: string;
  name: string;
  is_admin?: boolean;
  /** Whether the account proved its address (a mailed link, an accepted invitation, a platform admin). */
  email_verified?: boolean;
  created_at?: string;
}

export interface UserRef {
  id: Id;
  name: string;
}

export interface FamilyMemberRef {
  id: Id;
  role: Role;
  user_id: Id;
}

export interface Family {
  id: Id;
  name: string;
  description: string | null;
  created_by: Id;
  created_at: string;
  role?: Role;
  joined_at?: string;
  member_count?: number;
  members?: FamilyMemberRef[];
}

export interface Member {
  id: Id;
  role: Role;
  joined_at: string;
  user: { id: Id; name: string; email: string };
}

export interface PendingInvitation {
  id: Id;
  /** Null until the account's address is verified: the invitation is then accepted from its e-mail. */
  token: string | null;
  family: { id: Id; name: string };
  invited_by: UserRef | null;
  role: Role;
  expires_at: string;
  created_at?: string;
}

export interface FamilyInvitation {
  id: Id;
  email: string;
  role: Role;
  created_at: string;
  expires_at?: string;
  invited_by?: UserRef | null;
  /** Only 'pending' invitations are listed as pending. */
  status?: string;
  /** The accept link to send the invitee (family admins only); null once accepted or expired. */
  link?: string | null;
}

export type DatePrecision = 'decade' | 'year' | 'month' | 'day' | 'approximate';
export type DateCertainty = 'exact' | 'approximate' | 'uncertain';

export interface Photo {
  id: Id;
  family_id: Id;
  description: string | null;
  location: string | null;
  display_location?: string | null;
  taken_date: string | null;
  upload_date: string;
  fuzzy_date_text?: string | null;
  date_range_start?: string | null;
  date_range_end?: string | null;
  taken_date_precision?: DatePrecision | null;
  date_certainty?: DateCertainty | null;
  uploaded_by?: UserRef | null;
  /** What lists are ordered by: taken_date, else date_range_start, else upload_date. */
  sort_date?: string;
  /** True for the uploader (SPEC section 6). */
  can_edit?: boolean;
  camera_info?: string | null;
  camera_settings?: string | null;
  has_gps?: boolean;
  gps_latitude?: number | null;
  gps_longitude?: number | null;
  gps_altitude?: number | null;
  width?: number | null;
  height?: number | null;
  family?: { id: Id; name: string };
  family_name?: string;
  /** Issue 13: what the file is; a missing value (an older server) means a photo. */
  media_type?: MediaType;
  /** Seconds of a video; null for photos (and for a video until the worker has read it). */
  duration_seconds?: number | null;
  /** `/api/photos/{id}/playback` for videos (a browser-playable copy, with Range), null for photos. */
  playback_url?: string | null;
  /** `/api/photos/{id}/download`: the original, as an attachment under its original name. */
  download_url?: string;
}

export type MediaType = 'photo' | 'video';

/** A prepared zip of many originals: the browser navigates to `url` before `expires_at`. */
export interface Download {
  url: string;
  expires_at: string;
  count: number;
  size_bytes: number;
}

export interface Pagination {
  page: number;
  per_page?: number;
  has_next: boolean;
}

export interface PhotoPage {
  photos: Photo[];
  pagination: Pagination;
}

export interface BulkResult {
  status: 'success' | 'error';
  filename: string;
  photo?: Photo;
  error?: string;
}

export interface BulkUploadResponse {
  total: number;
  successful: number;
  failed: number;
  results: BulkResult[];
}

export interface Memory {
  year: number;
  years_ago: number;
  photos: Photo[];
}

export interface OnThisDay {
  date: string;
  memories: Memory[];
}

export interface Story {
  id: Id;
  content: string;
  story_date: string | null;
  created_at: string;
  author: UserRef;
  can_edit?: boolean;
}

export interface Comment {
  id: Id;
  content: string;
  created_at: string;
  author: UserRef;
  can_delete?: boolean;
}

export interface CommentPage {
  comments: Comment[];
  pagination?: Pagination;
}

export interface SearchPhoto {
  id: Id;
  description: string | null;
  location: string | null;
  taken_date: string | null;
  family?: { id: Id; name: string };
}

export interface SearchStory {
  id: Id;
  content: string;
  created_at: string;
  author: { name: string };
  photo: { id: Id; description: string | null };
}

export interface SearchComment {
  id: Id;
  content: string;
  created_at: string;
  author: { name: string };
  photo: { id: Id };
  family?: { id: Id; name: string };
}

export interface SearchResponse {
  total: number;
  results: { photos: SearchPhoto[]; stories: SearchStory[]; comments: SearchComment[] };
}

export interface Suggestion {
  text: string;
  type: 'location' | 'photo';
}

export interface AdminStats {
  users: { total: number; admins: number; active_30d: number };
  families: { total: number; created_30d: number };
  photos: { total: number; uploaded_30d: number };
  storage: {
    used_gb: number;
    limit_gb: number;
    used_bytes: number;
    backups_gb: number;
    /** With used_bytes, the exact share in use (used_gb is rounded to 2 decimals). */
    limit_bytes: number;
    disk_free_bytes: number;
    /** Uploads stop when the disk's free space is down to this. */
    disk_reserve_bytes: number;
    /** False while every upload is refused (limit reached or disk down to its reserve). */
    accepting_uploads: boolean;
  };
}

export interface AdminUser {
  id: Id;
  name: string;
  email: string;
  is_admin: boolean;
  email_verified?: boolean;
  family_count: number;
  photo_count: number;
  created_at: string;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface Backup {
  id: Id;
  created_at: string;
  created_by: string | UserRef | null;
  size_mb: number | null;
  stats?: { users: number; families: number; photos: number } | null;
  status: JobStatus | string;
  progress?: number | null;
  error?: string | null;
  restore_status?: JobStatus | string | null;
  restore_progress?: number | null;
  restore_error?: string | null;
}
