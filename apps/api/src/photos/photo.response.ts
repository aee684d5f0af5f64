import { PhotoFields, PlaybackStatus, ThumbnailStatus } from '@heirloom/database';
import { DateCertainty, DatePrecision, MediaType } from '@heirloom/media';
import { allows, Caller } from '../access/access.rules';
import { PaginationResponse } from '../common/paging/pagination.response';

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
  uploaded_by: { id: number; name: string } | null;
  camera_info: string | null;
  camera_settings: string | null;
  has_gps: boolean;
  gps_latitude: number | null;
  gps_longitude: number | null;
  gps_altitude: number | null;
  original_filename: string;
  mime_type: string;
  /** 'photo' or 'video' (issue 13). */
  media_type: MediaType;
  size_bytes: number;
  width: number;
  height: number;
  thumbnail_status: ThumbnailStatus;
  file_url: string;
  thumbnail_url: string;
  preview_url: string;
  /** A video's length in seconds; null for photos (and for a video the worker has not read yet). */
  duration_seconds: number | null;
  /** `/api/photos/{id}/playback` for videos (the MP4 to play), null for photos. */
  playback_url: string | null;
  /** Videos: pending, processing (the playback copy is being made), ready or failed; null for photos. */
  playback_status: PlaybackStatus | null;
  /** Videos: 0..100 while the playback copy is being made; null otherwise. */
  playback_progress: number | null;
  /** The original as uploaded, sent as an attachment under its original file name. */
  download_url: string;
  /** Only the uploader may edit or delete (SPEC section 6). */
  can_edit: boolean;
}

export interface PhotoPageResponse {
  photos: PhotoResponse[];
  pagination: PaginationResponse;
}

/** A photo as a member of its family sees it; `uploader` is who uploaded it, `viewer` who is asking. */
export function toPhotoResponse(photo: PhotoFields, uploader: { id: number; name: string } | undefined, viewer: Caller): PhotoResponse {
  const url = `/api/photos/${photo.id}`;
  return {
    id: photo.id,
    family_id: photo.familyId,
    description: photo.description,
    location: photo.location,
    display_location: photo.displayLocation,
    taken_date: photo.takenDate,
    upload_date: photo.uploadDate.toISOString(),
    fuzzy_date_text: photo.fuzzyDateText,
    date_range_start: photo.dateRangeStart,
    date_range_end: photo.dateRangeEnd,
    taken_date_precision: photo.takenDatePrecision,
    date_certainty: photo.dateCertainty,
    sort_date: photo.sortDate,
    uploaded_by: uploader ? { id: uploader.id, name: uploader.name } : null,
    camera_info: photo.cameraInfo,
    camera_settings: photo.cameraSettings,
    has_gps: photo.hasGps,
    gps_latitude: photo.gpsLatitude,
    gps_longitude: photo.gpsLongitude,
    gps_altitude: photo.gpsAltitude,
    original_filename: photo.originalFilename,
    mime_type: photo.mimeType,
    media_type: photo.mediaType,
    size_bytes: photo.sizeBytes,
    width: photo.width,
    height: photo.height,
    thumbnail_status: photo.thumbnailStatus,
    file_url: `${url}/file`,
    thumbnail_url: `${url}/thumbnail`,
    preview_url: `${url}/preview`,
    duration_seconds: photo.durationSeconds,
    playback_url: photo.mediaType === 'video' ? `${url}/playback` : null,
    playback_status: photo.playbackStatus,
    playback_progress: photo.playbackProgress,
    download_url: `${url}/download`,
    can_edit: allows('photo.update', viewer, { familyId: photo.familyId, ownerUserId: photo.uploadedBy }),
  };
}
