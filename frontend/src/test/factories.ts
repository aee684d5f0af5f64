/** Small factories for test data: complete responses as the server sends them, with the fields a test cares about. */
import type {
  AlbumListResponse,
  AlbumResponse,
  AdminUserResponse,
  BackupResponse,
  BirthdayResponse,
  CommentResponse,
  FamilyInvitationResponse,
  FamilyResponse,
  MemoryGroupResponse,
  OnThisDayResponse,
  PendingInvitationResponse,
  PhotoResponse,
  UserResponse,
} from '@heirloom/contracts';

/**
 * A photo's thumbnail or preview URL as the API hands it out once the files are made: with their version (`?v=`),
 * here one fixed per photo.
 */
export const imageUrl = (photoId: number, kind: 'thumbnail' | 'preview' = 'thumbnail', base = '/api/photos') => `${base}/${photoId}/${kind}?v=d${photoId}`;

export function makePhoto(id: number, patch: Partial<PhotoResponse> = {}): PhotoResponse {
  const photo: PhotoResponse = {
    id,
    family_id: 4,
    description: `Photo ${id}`,
    location: null,
    display_location: null,
    taken_date: `2020-0${(id % 9) + 1}-15T10:00:00`,
    upload_date: '2024-01-05T10:00:00Z',
    fuzzy_date_text: null,
    date_range_start: null,
    date_range_end: null,
    taken_date_precision: null,
    date_certainty: null,
    sort_date: '',
    uploaded_by: { id: 1, name: 'Ada' },
    camera_info: null,
    camera_settings: null,
    has_gps: false,
    gps_latitude: null,
    gps_longitude: null,
    gps_altitude: null,
    original_filename: `photo-${id}.jpg`,
    mime_type: 'image/jpeg',
    size_bytes: 1000,
    width: 800,
    height: 600,
    thumbnail_status: 'ready',
    file_url: `/api/photos/${id}/file`,
    thumbnail_url: imageUrl(id),
    preview_url: imageUrl(id, 'preview'),
    media_type: 'photo',
    duration_seconds: null,
    playback_url: null,
    playback_status: null,
    playback_progress: null,
    download_url: `/api/photos/${id}/download`,
    can_edit: false,
    can_delete: false,
    reactions: [],
    people: [],
    ...patch,
  };
  // As the server orders them: the photo's date, else its fuzzy range's start, else its upload time.
  return { ...photo, sort_date: patch.sort_date ?? photo.taken_date ?? photo.date_range_start ?? photo.upload_date };
}

export const makePhotos = (from: number, count: number, patch: Partial<PhotoResponse> = {}) =>
  Array.from({ length: count }, (_, i) => makePhoto(from + i, patch));

export function makeFamily(patch: Partial<FamilyResponse> = {}): FamilyResponse {
  return {
    id: 4,
    name: 'The Smiths',
    description: 'Sunday lunches',
    created_by: 1,
    created_at: '2023-02-01T10:00:00Z',
    role: 'member',
    joined_at: '2024-01-05T10:00:00Z',
    member_count: 3,
    members: [],
    ...patch,
  };
}

export function makeUser(patch: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    is_admin: false,
    email_verified: true,
    created_at: '2023-01-01T10:00:00Z',
    ...patch,
  };
}

export function makeAdminUser(patch: Partial<AdminUserResponse> = {}): AdminUserResponse {
  return { ...makeUser(), family_count: 0, photo_count: 0, last_seen_at: null, ...patch };
}

export function makeComment(id: number, patch: Partial<CommentResponse> = {}): CommentResponse {
  return {
    id,
    photo_id: 9,
    content: `Comment ${id}`,
    created_at: '2024-01-05T10:00:00Z',
    author: { id: 1, name: 'Ada' },
    can_delete: false,
    mentions: [],
    ...patch,
  };
}

export function makePendingInvitation(patch: Partial<PendingInvitationResponse> = {}): PendingInvitationResponse {
  return {
    id: 1,
    token: 'tok-1',
    role: 'member',
    created_at: '2024-01-01T10:00:00Z',
    expires_at: '2030-01-01T10:00:00Z',
    family: { id: 4, name: 'The Smiths' },
    invited_by: { id: 1, name: 'Ada' },
    ...patch,
  };
}

export function makeFamilyInvitation(patch: Partial<FamilyInvitationResponse> = {}): FamilyInvitationResponse {
  return {
    id: 1,
    email: 'bob@example.com',
    role: 'member',
    status: 'pending',
    created_at: '2024-01-01T10:00:00Z',
    expires_at: '2030-01-01T10:00:00Z',
    invited_by: { id: 1, name: 'Ada' },
    link: null,
    ...patch,
  };
}

export function makeBackup(id: number, patch: Partial<BackupResponse> = {}): BackupResponse {
  return {
    id,
    kind: 'manual',
    status: 'completed',
    progress: 100,
    error: null,
    created_at: '2024-01-05T10:00:00Z',
    completed_at: '2024-01-05T10:01:00Z',
    created_by: 'Ada',
    size_mb: 1.5,
    size_bytes: 1_572_864,
    stats: { users: 2, families: 1, photos: 3 },
    restore_status: null,
    restore_progress: 0,
    restore_error: null,
    restored_at: null,
    ...patch,
  };
}

/** An album of family 4 with two photos of 1972. */
export function makeAlbum(patch: Partial<AlbumResponse> = {}): AlbumResponse {
  return {
    id: 7,
    family_id: 4,
    name: 'Italy 1972',
    description: 'Our trip',
    cover_photo_id: null,
    cover_thumbnail_url: imageUrl(3),
    photo_count: 2,
    date_start: '1972-05-01',
    date_end: '1972-07-01',
    created_by: { id: 1, name: 'Ada' },
    can_edit: true,
    ...patch,
  };
}

/** A page of a family's albums as GET /families/:id/albums answers it (the family holding `count` albums in all). */
export const makeAlbumPage = (albums: AlbumResponse[], { page = 1, hasNext = false, count = albums.length } = {}): AlbumListResponse => ({
  albums,
  pagination: { page, per_page: 24, has_next: hasNext },
  album_count: count,
});

/** A year of a page of On This Day (of 2024-01-05): these photos of the family 'The Smiths', of `count` that year in all. */
export const makeMemoryYear = (year: number, photos: PhotoResponse[], { count = photos.length } = {}): MemoryGroupResponse => ({
  year,
  years_ago: 2024 - year,
  photo_count: count,
  photos: photos.map((photo) => ({ ...photo, family_name: 'The Smiths' })),
});

/** A page of GET /timeline/on-this-day for 2024-01-05 (the day holding `count` photos in all). */
export const makeOnThisDayPage = (
  memories: MemoryGroupResponse[],
  { page = 1, hasNext = false, count = memories.reduce((sum, year) => sum + year.photos.length, 0), birthdays = [] as BirthdayResponse[] } = {},
): OnThisDayResponse => ({
  date: '2024-01-05',
  memories,
  photo_count: count,
  pagination: { page, per_page: 24, has_next: hasNext },
  birthdays,
});
