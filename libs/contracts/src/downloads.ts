/** `POST /families/{familyId}/downloads`: the photos to zip, 1 to 10,000 ids of that family, in the order of the entries. */
export interface CreateDownloadRequest {
  photo_ids: number[];
}

/** A prepared zip of many originals: the browser navigates to `url` (its own download manager) before `expires_at`. */
export interface DownloadResponse {
  /** Where the zip is: `/api/downloads/{token}`, for the member who made it, until expires_at. */
  url: string;
  expires_at: string;
  /** How many photos the zip holds. */
  count: number;
  /** The zip's exact length in bytes (its Content-Length). */
  size_bytes: number;
}
