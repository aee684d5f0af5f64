/**
 * The hostile input corpus: every route that takes input, described once by the rules its DTOs and pipes apply,
 * and the hostile values each kind of input gets. hostile-input.e2e-spec.ts turns every row into cases; a new route
 * means a new row here.
 */

export const MB = 1024 * 1024;

/** The ids a row's path can name; the spec fills them from real rows it creates first. */
export type PathIds = Record<'familyId' | 'photoId' | 'storyId' | 'commentId' | 'memberId' | 'invitationId' | 'userId' | 'backupId' | 'albumId' | 'token' | 'kind' | 'personId' | 'sessionId' | 'shareLinkId' | 'shareToken', string>;

/** One input field, as its DTO rule reads it. */
export type FieldRule =
  /** Trimmed text of at most `max` characters; `required`: blank is refused; `nullable`: null is a meaning (clears). */
  | { kind: 'text'; max: number; required?: boolean; nullable?: boolean }
  | { kind: 'email' }
  | { kind: 'password' }
  /**
   * The current password, as typed: only its type and presence are checked (then the account's hash). Left out, it
   * is still required of an account that has one (the caller here), as before an SSO account could leave it out.
   */
  | { kind: 'currentPassword' }
  /** The token of a mailed link: 43 base64url characters. */
  | { kind: 'token' }
  | { kind: 'role' }
  | { kind: 'boolean'; nullable?: boolean }
  | { kind: 'day' }
  | { kind: 'confirm' }
  | { kind: 'fuzzyDate' }
  | { kind: 'takenDate' }
  /** How often the digest comes: off, daily or weekly. */
  | { kind: 'digest' }
  /** An IANA time zone. */
  | { kind: 'timeZone' }
  /** A list of 1 to `max` distinct ids (0 to `max` with `empty`). */
  | { kind: 'ids'; max: number; empty?: boolean }
  /** A whole JSON number from min to max; `nullable`: null is a meaning (a share link that never expires). */
  | { kind: 'int'; min: number; max: number; nullable?: boolean }
  /** One id as a JSON number; `nullable`: null is a meaning (unlinks). */
  | { kind: 'id'; nullable?: boolean }
  /** A box {x, y, width, height} of fractions 0–1 inside the image; `nullable`: null is a meaning (no box). */
  | { kind: 'region'; nullable?: boolean }
  /** A bulk upload's captions: JSON text of a list of texts (or null) of at most 2000 characters. */
  | { kind: 'captions' };

/** One query parameter. */
export type QueryRule =
  | { kind: 'int'; min: number; max: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'search'; min: number; max: number }
  | { kind: 'text'; max: number }
  | { kind: 'idList' }
  | { kind: 'day' }
  /** The version a thumbnail's, preview's or face's URL carries (?v=): 1 to 32 letters, digits, '-' or '_'. */
  | { kind: 'version' };

export interface RouteRow {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** With `:name` placeholders of PathIds. */
  path: string;
  /** JSON body: the fields, and a valid body the cases spoil one field at a time. */
  body?: { fields: Record<string, FieldRule>; valid: () => Record<string, unknown> };
  /** multipart/form-data: the file field and the text fields. */
  multipart?: { file: 'photo' | 'photos'; fields: Record<string, FieldRule> };
  query?: Record<string, QueryRule>;
  /** What a malformed path parameter answers (invitation tokens are looked up, so a bad one is 404), or by parameter. */
  badParamStatus?: number | Partial<Record<keyof PathIds, number>>;
  /** What a 400 for a malformed path parameter names, by parameter, when not 'id' (a reaction's kind). */
  paramField?: Record<string, string>;
}

let emails = 0;
const freshEmail = () => `hostile.${process.pid}.${++emails}@example.com`;

/** On creation a null description is no description; on a change it is refused (the column cannot be null). */
const familyText = { name: { kind: 'text', max: 100, required: true }, description: { kind: 'text', max: 1000, nullable: true } } as const;
/** An album's name is required; its description may be sent null (no description). */
const albumText = { name: { kind: 'text', max: 100, required: true }, description: { kind: 'text', max: 1000, nullable: true } } as const;
const photoFields = {
  description: { kind: 'text', max: 2000, nullable: true },
  location: { kind: 'text', max: 255, nullable: true },
  fuzzy_date: { kind: 'fuzzyDate' },
  taken_date: { kind: 'takenDate' },
} as const;
const page = { page: { kind: 'int', min: 1, max: 100_000 }, per_page: { kind: 'int', min: 1, max: 100 } } as const;
const order = { kind: 'enum', values: ['asc', 'desc'] } as const;
/** The filters of an audit page (issue 17). */
const auditFilters = {
  ...page,
  actor_id: { kind: 'int', min: 1, max: 2_147_483_647 },
  action: { kind: 'enum', values: ['sign_in.failed', 'photo.trashed'] },
  from: { kind: 'day' },
  to: { kind: 'day' },
} as const;
const limit = { limit: { kind: 'int', min: 1, max: 100 } } as const;
/** A derived image's ?v (issue 18). */
const image = { v: { kind: 'version' } } as const;
/** A page of the activity feed or of notifications: a cursor and at most 50 items. */
const feed = { before: { kind: 'text', max: 26 }, limit: { kind: 'int', min: 1, max: 50 } } as const;
/** Who a comment or story mentions: 0 to 50 distinct user ids. */
const mentions = { kind: 'ids', max: 50, empty: true } as const;
/** A person: the dates are read as a photo's fuzzy date; a null name is refused, a null date, account or notes clears it. */
const personFields = {
  name: { kind: 'text', max: 100, required: true },
  birth_date: { kind: 'fuzzyDate' },
  death_date: { kind: 'fuzzyDate' },
  user_id: { kind: 'id', nullable: true },
  notes: { kind: 'text', max: 2000, nullable: true },
} as const;
/** A share link's expiry (null: never), password and downloads. */
const shareLinkFields = {
  expires_in_days: { kind: 'int', min: 1, max: 365, nullable: true },
  password: { kind: 'password' },
  allow_download: { kind: 'boolean', nullable: true },
} as const;
const invitation = { fields: { email: { kind: 'email' }, role: { kind: 'role' } }, valid: () => ({ email: freshEmail() }) } as const;

export const ROUTES: readonly RouteRow[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    body: {
      fields: { email: { kind: 'email' }, password: { kind: 'password' }, name: { kind: 'text', max: 100, required: true } },
      valid: () => ({ email: freshEmail(), password: 'correct horse battery', name: 'Hostile' }),
    },
  },
  // A well-formed token nobody issued answers 404; the hostile ones never reach a look-up.
  { method: 'post', path: '/api/auth/email/verify', body: { fields: { token: { kind: 'token' } }, valid: () => ({ token: 'a'.repeat(43) }) } },
  { method: 'post', path: '/api/auth/password/forgot', body: { fields: { email: { kind: 'email' } }, valid: () => ({ email: freshEmail() }) } },
  {
    method: 'post',
    path: '/api/auth/password/reset',
    body: { fields: { token: { kind: 'token' }, password: { kind: 'password' } }, valid: () => ({ token: 'a'.repeat(43), password: 'correct horse battery' }) },
  },
  { method: 'put', path: '/api/me', body: { fields: { name: { kind: 'text', max: 100, required: true } }, valid: () => ({ name: 'Hostile' }) } },
  { method: 'put', path: '/api/me/password', body: { fields: { current_password: { kind: 'currentPassword' }, new_password: { kind: 'password' } }, valid: () => ({ current_password: 'not the password', new_password: 'correct horse battery' }) } },
  {
    method: 'put',
    path: '/api/me/email',
    body: { fields: { email: { kind: 'email' }, current_password: { kind: 'currentPassword' } }, valid: () => ({ email: freshEmail(), current_password: 'not the password' }) },
  },
  { method: 'delete', path: '/api/me', body: { fields: { password: { kind: 'currentPassword' } }, valid: () => ({ password: 'not the password' }) } },
  { method: 'delete', path: '/api/me/sessions/:sessionId' },
  { method: 'post', path: '/api/me/2fa/enable', body: { fields: {}, valid: () => ({ code: '123456' }) } },
  { method: 'post', path: '/api/me/2fa/disable', body: { fields: {}, valid: () => ({ password: 'not the password', code: '123456' }) } },
  { method: 'post', path: '/api/auth/login/2fa', body: { fields: {}, valid: () => ({ code: '123456' }) } },
  // Single sign-on's start: the page to return to must be a path of this app (the rest of the flow is redirects,
  // whose hostile answers sso/sso.e2e-spec.ts checks against a real provider).
  { method: 'get', path: '/api/auth/oidc/login', query: { redirect: { kind: 'text', max: 2000 } } },
  { method: 'post', path: '/api/auth/email/confirm', body: { fields: { token: { kind: 'token' } }, valid: () => ({ token: 'a'.repeat(43) }) } },
  {
    method: 'post',
    path: '/api/auth/login',
    body: { fields: { email: { kind: 'email' }, remember: { kind: 'boolean', nullable: true } }, valid: () => ({ email: freshEmail(), password: 'whatever it is' }) },
  },
  { method: 'post', path: '/api/families', body: { fields: familyText, valid: () => ({ name: 'Hostile family' }) } },
  { method: 'get', path: '/api/families/:familyId' },
  {
    method: 'put',
    path: '/api/families/:familyId',
    body: { fields: { name: { kind: 'text', max: 100, required: true }, description: { kind: 'text', max: 1000 } }, valid: () => ({}) },
  },
  { method: 'delete', path: '/api/families/:familyId' },
  { method: 'get', path: '/api/families/:familyId/members' },
  { method: 'put', path: '/api/families/:familyId/members/:memberId', body: { fields: { role: { kind: 'role' } }, valid: () => ({ role: 'member' }) } },
  { method: 'delete', path: '/api/families/:familyId/members/:memberId' },
  { method: 'put', path: '/api/members/:memberId/role', body: { fields: { role: { kind: 'role' } }, valid: () => ({ role: 'member' }) } },
  { method: 'delete', path: '/api/members/:memberId' },
  { method: 'get', path: '/api/families/:familyId/invitations' },
  { method: 'post', path: '/api/families/:familyId/invitations', body: invitation },
  { method: 'post', path: '/api/families/:familyId/members', body: invitation },
  { method: 'get', path: '/api/invitations/accept/:token', badParamStatus: 404 },
  { method: 'post', path: '/api/invitations/accept/:token', badParamStatus: 404 },
  { method: 'post', path: '/api/invitations/:invitationId/resend' },
  { method: 'delete', path: '/api/invitations/:invitationId' },
  {
    method: 'get',
    path: '/api/families/:familyId/photos',
    query: { ...page, sort_by: { kind: 'enum', values: ['taken_date'] }, order, person_ids: { kind: 'idList' }, from: { kind: 'day' } },
  },
  { method: 'post', path: '/api/families/:familyId/photos', multipart: { file: 'photo', fields: photoFields } },
  {
    method: 'post',
    path: '/api/families/:familyId/photos/bulk',
    multipart: {
      file: 'photos',
      fields: { description: photoFields.description, location: photoFields.location, fuzzy_date: photoFields.fuzzy_date, captions: { kind: 'captions' } },
    },
  },
  { method: 'get', path: '/api/photos/:photoId' },
  { method: 'put', path: '/api/photos/:photoId', body: { fields: photoFields, valid: () => ({}) } },
  { method: 'delete', path: '/api/photos/:photoId' },
  {
    method: 'post',
    path: '/api/families/:familyId/photos/batch-delete',
    body: { fields: { photo_ids: { kind: 'ids', max: 1000 } }, valid: () => ({ photo_ids: [1] }) },
  },
  {
    method: 'patch',
    path: '/api/families/:familyId/photos/batch-date',
    body: { fields: { photo_ids: { kind: 'ids', max: 1000 }, fuzzy_date: photoFields.fuzzy_date, taken_date: photoFields.taken_date }, valid: () => ({ photo_ids: [1] }) },
  },
  { method: 'get', path: '/api/photos/:photoId/file' },
  { method: 'get', path: '/api/photos/:photoId/thumbnail', query: image },
  { method: 'get', path: '/api/photos/:photoId/preview', query: image },
  { method: 'get', path: '/api/photos/:photoId/playback' },
  { method: 'get', path: '/api/photos/:photoId/download' },
  { method: 'get', path: '/api/families/:familyId/trash', query: page },
  { method: 'get', path: '/api/families/:familyId/audit', query: auditFilters },
  { method: 'delete', path: '/api/families/:familyId/trash' },
  { method: 'post', path: '/api/photos/:photoId/restore' },
  { method: 'delete', path: '/api/photos/:photoId/permanent' },
  { method: 'get', path: '/api/trash/photos/:photoId/thumbnail', query: image },
  { method: 'get', path: '/api/trash/photos/:photoId/preview', query: image },
  { method: 'get', path: '/api/families/:familyId/albums', query: page },
  { method: 'post', path: '/api/families/:familyId/albums', body: { fields: albumText, valid: () => ({ name: 'Album' }) } },
  { method: 'get', path: '/api/albums/:albumId' },
  {
    method: 'put',
    path: '/api/albums/:albumId',
    body: { fields: { name: albumText.name, description: albumText.description }, valid: () => ({}) },
  },
  { method: 'delete', path: '/api/albums/:albumId' },
  { method: 'get', path: '/api/albums/:albumId/photos', query: page },
  { method: 'post', path: '/api/albums/:albumId/photos', body: { fields: { photo_ids: { kind: 'ids', max: 1000 } }, valid: () => ({ photo_ids: [1] }) } },
  { method: 'delete', path: '/api/albums/:albumId/photos', body: { fields: { photo_ids: { kind: 'ids', max: 1000 } }, valid: () => ({ photo_ids: [1] }) } },
  { method: 'get', path: '/api/photos/:photoId/albums' },
  // Share links (issue 15): the public routes look a malformed token up like an unknown one (404).
  // Every field may be left out (30 days, no password, no downloads).
  { method: 'post', path: '/api/albums/:albumId/share-links', body: { fields: shareLinkFields, valid: () => ({}) } },
  { method: 'post', path: '/api/photos/:photoId/share-links', body: { fields: shareLinkFields, valid: () => ({}) } },
  { method: 'get', path: '/api/families/:familyId/share-links', query: page },
  { method: 'delete', path: '/api/share-links/:shareLinkId' },
  { method: 'get', path: '/api/shared/:shareToken', query: page, badParamStatus: 404 },
  { method: 'post', path: '/api/shared/:shareToken/unlock', body: { fields: { password: { kind: 'password' } }, valid: () => ({ password: 'a long password' }) }, badParamStatus: 404 },
  { method: 'get', path: '/api/shared/:shareToken/download', badParamStatus: 404 },
  ...(['thumbnail', 'preview', 'playback', 'download'] as const).map(
    (file): RouteRow => ({
      method: 'get',
      path: `/api/shared/:shareToken/photos/:photoId/${file}`,
      badParamStatus: { shareToken: 404, photoId: 400 },
      ...(file === 'thumbnail' || file === 'preview' ? { query: image } : {}),
    }),
  ),
  { method: 'post', path: '/api/families/:familyId/downloads', body: { fields: { photo_ids: { kind: 'ids', max: 10_000 } }, valid: () => ({ photo_ids: [1] }) } },
  // A malformed token is looked up like any unknown one: 404.
  { method: 'get', path: '/api/downloads/:token', badParamStatus: 404 },
  { method: 'get', path: '/api/photos/:photoId/stories' },
  {
    method: 'post',
    path: '/api/photos/:photoId/stories',
    body: { fields: { content: { kind: 'text', max: 10_000, required: true }, story_date: { kind: 'day' }, mentioned_user_ids: mentions }, valid: () => ({ content: 'Once upon a time' }) },
  },
  { method: 'get', path: '/api/stories/:storyId' },
  {
    method: 'put',
    path: '/api/stories/:storyId',
    body: { fields: { content: { kind: 'text', max: 10_000, required: true }, story_date: { kind: 'day' }, mentioned_user_ids: mentions }, valid: () => ({}) },
  },
  { method: 'delete', path: '/api/stories/:storyId' },
  { method: 'get', path: '/api/families/:familyId/stories/recent', query: limit },
  { method: 'get', path: '/api/photos/:photoId/comments', query: page },
  {
    method: 'post',
    path: '/api/photos/:photoId/comments',
    body: { fields: { content: { kind: 'text', max: 2000, required: true }, mentioned_user_ids: mentions }, valid: () => ({ content: 'Lovely' }) },
  },
  { method: 'delete', path: '/api/comments/:commentId' },
  { method: 'get', path: '/api/families/:familyId/comments/recent', query: limit },
  // Reactions (issue 16): the kind is one of five words.
  { method: 'get', path: '/api/photos/:photoId/reactions' },
  { method: 'put', path: '/api/photos/:photoId/reactions/:kind', paramField: { kind: 'kind' } },
  { method: 'delete', path: '/api/photos/:photoId/reactions/:kind', paramField: { kind: 'kind' } },
  // The activity feed and notifications (issue 16): a cursor is the next_before a page answered.
  { method: 'get', path: '/api/families/:familyId/activity', query: feed },
  { method: 'get', path: '/api/activity', query: feed },
  { method: 'get', path: '/api/notifications', query: { ...feed, unread_only: { kind: 'enum', values: ['true', 'false'] } } },
  { method: 'post', path: '/api/notifications/read', body: { fields: { ids: { kind: 'ids', max: 100 } }, valid: () => ({}) } },
  // A token nobody signed is a link that is not valid: 404.
  { method: 'post', path: '/api/unsubscribe/:token', badParamStatus: 404 },
  {
    method: 'put',
    path: '/api/me/preferences',
    body: {
      fields: { digest: { kind: 'digest' }, email_mentions: { kind: 'boolean' }, email_comments: { kind: 'boolean' }, time_zone: { kind: 'timeZone' } },
      valid: () => ({}),
    },
  },
    { method: 'get', path: '/api/timeline', query: { ...page, family_ids: { kind: 'idList' }, order, person_ids: { kind: 'idList' }, from: { kind: 'day' } } },
  { method: 'get', path: '/api/timeline/decades', query: { family_ids: { kind: 'idList' } } },
  { method: 'get', path: '/api/timeline/on-this-day', query: { ...page, date: { kind: 'day' } } },
  { method: 'get', path: '/api/search', query: { q: { kind: 'search', min: 2, max: 2000 }, ...limit, offset: { kind: 'int', min: 0, max: 10_000 } } },
  { method: 'get', path: '/api/search/suggestions', query: { q: { kind: 'search', min: 2, max: 2000 } } },
  // People (issue 14).
  { method: 'get', path: '/api/families/:familyId/people', query: { ...page, q: { kind: 'text', max: 100 } } },
  { method: 'post', path: '/api/families/:familyId/people', body: { fields: personFields, valid: () => ({ name: 'Hostile person' }) } },
  { method: 'get', path: '/api/people/:personId' },
  { method: 'put', path: '/api/people/:personId', body: { fields: { ...personFields, face_photo_id: { kind: 'id', nullable: true } }, valid: () => ({}) } },
  { method: 'delete', path: '/api/people/:personId' },
  { method: 'get', path: '/api/people/:personId/photos', query: { ...page, order } },
  // ?face: what a face's URL said before it had a version (still taken).
  { method: 'get', path: '/api/people/:personId/thumbnail', query: { ...image, face: { kind: 'int', min: 1, max: 2_147_483_647 } } },
  {
    method: 'post',
    path: '/api/photos/:photoId/people',
    body: { fields: { person_id: { kind: 'id' }, region: { kind: 'region', nullable: true } }, valid: () => ({ person_id: 1 }) },
  },
  { method: 'put', path: '/api/photos/:photoId/people/:personId', body: { fields: { region: { kind: 'region', nullable: true } }, valid: () => ({ region: null }) } },
  { method: 'delete', path: '/api/photos/:photoId/people/:personId' },
  { method: 'get', path: '/api/admin/users', query: { ...page, search: { kind: 'text', max: 100 } } },
  { method: 'get', path: '/api/admin/audit', query: auditFilters },
  { method: 'get', path: '/api/admin/users/:userId' },
  {
    method: 'put',
    path: '/api/admin/users/:userId',
    body: { fields: { name: { kind: 'text', max: 100, required: true }, is_admin: { kind: 'boolean' }, email_verified: { kind: 'boolean' } }, valid: () => ({}) },
  },
  { method: 'delete', path: '/api/admin/users/:userId' },
  { method: 'get', path: '/api/admin/families', query: { ...page, search: { kind: 'text', max: 100 } } },
  { method: 'get', path: '/api/admin/families/:familyId' },
  { method: 'delete', path: '/api/admin/families/:familyId' },
  { method: 'post', path: '/api/admin/digests/run', body: { fields: { user_id: { kind: 'id' } }, valid: () => ({}) } },
  // Multipart, one file and no text field: its hostile forms are in backups.e2e-spec.ts (not a zip, no manifest, no file, JSON, another field).
  { method: 'post', path: '/api/admin/backup/upload' },
  { method: 'get', path: '/api/admin/backup/:backupId' },
  { method: 'get', path: '/api/admin/backup/:backupId/download' },
  { method: 'post', path: '/api/admin/backup/:backupId/restore', body: { fields: { confirm: { kind: 'confirm' } }, valid: () => ({ confirm: true }) } },
  { method: 'delete', path: '/api/admin/backup/:backupId' },
];

/** A hostile value and the statuses it may answer (400 unless said). */
export interface Hostile {
  label: string;
  value: unknown;
  statuses?: readonly number[];
}

/**
 * Text `max` characters long as a person counts them but longer as the database counts them: each ☀️ is one symbol
 * to class-validator's MaxLength and two code points to a MariaDB VARCHAR.
 */
export const symbolsOverCodePoints = (max: number): string => '\u2600\ufe0f'.repeat(Math.ceil((max + 1) / 2));

const WRONG_TYPES: readonly Hostile[] = [
  { label: 'a number', value: 12345 },
  { label: 'an array', value: ['text'] },
  { label: 'an object', value: { $gt: '' } },
  { label: 'true', value: true },
];

const tooLong = (max: number): Hostile[] => [
  { label: `${max + 1} characters`, value: 'x'.repeat(max + 1) },
  { label: `${max} symbols that are ${2 * Math.ceil((max + 1) / 2)} code points`, value: symbolsOverCodePoints(max) },
  { label: '1 MB of text', value: 'x'.repeat(MB), statuses: [400, 413] },
];

/** Invalid values for one JSON field; each must answer 400 naming the field (413 for a body over the limit). */
export function hostileValues(rule: FieldRule): Hostile[] {
  switch (rule.kind) {
    case 'text':
      return [
        ...WRONG_TYPES,
        ...tooLong(rule.max),
        { label: 'a NUL byte', value: 'before\u0000after' },
        ...(rule.required ? [{ label: 'an empty string', value: '' }, { label: 'white space only', value: ' \t\n\u00a0 ' }] : []),
        ...(rule.nullable ? [] : [{ label: 'null', value: null }]),
      ];
    case 'email':
      return [
        ...WRONG_TYPES,
        { label: 'an empty string', value: '' },
        { label: 'no domain', value: 'someone@' },
        { label: 'a NUL byte', value: 'some\u0000one@example.com' },
        { label: '255 characters', value: `${'a'.repeat(243)}@example.com` },
        { label: '1 MB of text', value: `${'a'.repeat(MB)}@example.com`, statuses: [400, 413] },
      ];
    case 'token':
      return [
        ...WRONG_TYPES,
        { label: 'an empty string', value: '' },
        { label: '42 characters', value: 'a'.repeat(42) },
        { label: '44 characters', value: 'a'.repeat(44) },
        { label: 'base64 rather than base64url', value: `${'a'.repeat(41)}+/` },
        { label: 'a NUL byte', value: `${'a'.repeat(42)}\u0000` },
        { label: 'SQL', value: "' OR '1'='1".padEnd(43, 'a') },
        { label: '1 MB of text', value: 'a'.repeat(MB), statuses: [400, 413] },
      ];
    case 'password':
      return [
        ...WRONG_TYPES,
        { label: '7 characters', value: 'short12' },
        { label: '73 bytes', value: 'é'.repeat(36) + 'x' },
        // bcrypt stops at a NUL: "ab\0anything" would be the password "ab".
        { label: 'a NUL byte', value: 'ab\u0000cdefghijk' },
      ];
    case 'currentPassword':
      return [...WRONG_TYPES, { label: 'an empty string', value: '' }, { label: 'null', value: null }];
    case 'role':
      return [...WRONG_TYPES, { label: 'an unknown role', value: 'owner' }, { label: 'upper case', value: 'ADMIN' }, { label: 'an empty string', value: '' }];
    case 'boolean':
      return [
        { label: 'the string "true"', value: 'true' },
        { label: 'the number 1', value: 1 },
        { label: 'an array', value: [true] },
        ...(rule.nullable ? [] : [{ label: 'null', value: null }]),
      ];
    case 'day':
      return [
        ...WRONG_TYPES,
        { label: '29 February of a common year', value: '2023-02-29' },
        { label: 'month 13', value: '2024-13-01' },
        { label: 'a word', value: 'yesterday' },
        { label: 'a NUL byte', value: '2024-01-01\u0000' },
      ];
    case 'confirm':
      return [{ label: 'the string "true"', value: 'true' }, { label: 'false', value: false }, { label: 'the number 1', value: 1 }];
    case 'fuzzyDate':
      return [
        ...WRONG_TYPES,
        ...tooLong(64),
        { label: 'unreadable text', value: 'when grandpa was young' },
        { label: 'a year before 1800', value: '1799' },
        { label: 'an ambiguous day', value: '03/04/1990' },
        { label: 'a NUL byte', value: '1990\u0000' },
      ];
    case 'ids':
      return [
        { label: 'a number', value: 12345 },
        { label: 'a string', value: '1,2' },
        { label: 'an object', value: { $in: [1] } },
        { label: 'null', value: null },
        ...(rule.empty ? [] : [{ label: 'an empty list', value: [] }]),
        { label: `${rule.max + 1} ids`, value: Array.from({ length: rule.max + 1 }, (_, i) => i + 1) },
        { label: 'an id as a string', value: ['1'] },
        { label: 'a fraction', value: [1.5] },
        { label: 'zero', value: [0] },
        { label: 'a negative id', value: [-1] },
        { label: 'past the integer range', value: [2_147_483_648] },
        { label: '2^53', value: [2 ** 53] },
        { label: 'a nested list', value: [[1]] },
        { label: 'null in the list', value: [null] },
        { label: 'an id twice', value: [1, 1] },
        { label: '1 MB of ids', value: Array.from({ length: 200_000 }, (_, i) => i + 1), statuses: [400, 413] },
      ];
    case 'digest':
      return [...WRONG_TYPES, { label: 'an unknown frequency', value: 'hourly' }, { label: 'upper case', value: 'WEEKLY' }, { label: 'null', value: null }];
    case 'timeZone':
      return [
        ...WRONG_TYPES,
        { label: 'an unknown zone', value: 'Mars/Olympus_Mons' },
        { label: 'an empty string', value: '' },
        { label: 'a NUL byte', value: 'Europe/Lisbon\u0000' },
        { label: 'a path', value: '../../etc/passwd' },
        { label: '1 MB of text', value: 'x'.repeat(MB), statuses: [400, 413] },
        { label: 'null', value: null },
      ];
    case 'int':
      return [
        { label: 'a string', value: String(rule.min) },
        { label: 'a fraction', value: rule.min + 0.5 },
        { label: 'below the range', value: rule.min - 1 },
        { label: 'above the range', value: rule.max + 1 },
        { label: '2^53', value: 2 ** 53 },
        { label: 'a list', value: [rule.min] },
        { label: 'an object', value: { $gt: 0 } },
        { label: 'true', value: true },
        ...(rule.nullable ? [] : [{ label: 'null', value: null }]),
      ];
    case 'id':
      return [
        { label: 'a string', value: '1' },
        { label: 'a fraction', value: 1.5 },
        { label: 'zero', value: 0 },
        { label: 'a negative id', value: -1 },
        { label: 'past the integer range', value: 2_147_483_648 },
        { label: '2^53', value: 2 ** 53 },
        { label: 'a list', value: [1] },
        { label: 'an object', value: { $gt: 0 } },
        { label: 'true', value: true },
        ...(rule.nullable ? [] : [{ label: 'null', value: null }]),
      ];
    case 'region':
      return [
        { label: 'a string', value: '0,0,1,1' },
        { label: 'a list', value: [0, 0, 0.5, 0.5] },
        { label: 'outside the image', value: { x: 0.8, y: 0, width: 0.5, height: 0.5 } },
        { label: 'of zero size', value: { x: 0.1, y: 0.1, width: 0, height: 0 } },
        { label: 'negative', value: { x: -0.1, y: 0, width: 0.5, height: 0.5 } },
        { label: 'NaN as text', value: { x: 'NaN', y: 0, width: 0.5, height: 0.5 } },
        { label: 'a side missing', value: { x: 0, y: 0, width: 0.5 } },
        { label: 'an extra key', value: { x: 0, y: 0, width: 0.5, height: 0.5, __proto__: { z: 1 }, z: 1 } },
        { label: 'huge numbers', value: { x: 1e308, y: 0, width: 1e308, height: 0.5 } },
        { label: 'nested objects', value: { x: { $gt: 0 }, y: 0, width: 0.5, height: 0.5 } },
        ...(rule.nullable ? [] : [{ label: 'null', value: null }]),
      ];
    case 'captions':
      return [
        { label: 'not JSON', value: '[oops' },
        { label: 'JSON of an object', value: '{"a": 1}' },
        { label: 'JSON of a text', value: '"one caption"' },
        { label: 'a number in the list', value: '[1]' },
        { label: 'a nested list', value: '[["a"]]' },
        { label: 'a caption of 2001 characters', value: JSON.stringify(['x'.repeat(2001)]) },
        { label: 'a caption of symbols over 2000 code points', value: JSON.stringify([symbolsOverCodePoints(2000)]) },
        { label: 'a NUL byte in a caption', value: JSON.stringify(['a\u0000b']) },
        { label: 'an object as the field', value: { $gt: '' } },
      ];
    case 'takenDate':
      return [
        ...WRONG_TYPES,
        ...tooLong(32),
        { label: '29 February of a common year', value: '2023-02-29' },
        { label: 'hour 25', value: '2024-05-17T25:00' },
        { label: 'the year 3000', value: '3000-01-01' },
        { label: 'a NUL byte', value: '2024-05-17\u0000' },
      ];
  }
}

/** Invalid values for a multipart text field: everything arrives as text there, or as a list when repeated. */
export function hostileFormValues(rule: FieldRule): Hostile[] {
  return hostileValues(rule)
    .filter((hostile) => typeof hostile.value === 'string' && hostile.value.length < MB)
    .concat([
      { label: 'the field repeated', value: ['one', 'two'] },
      // Over the form field limit of every field (a bulk upload's captions may hold 128 KB).
      { label: '200 KB (over the form field limit)', value: 'x'.repeat(200 * 1024), statuses: [413] },
    ]);
}

/** Invalid values for one query parameter. */
export function hostileQueryValues(rule: QueryRule): Hostile[] {
  const common: Hostile[] = [
    { label: 'the parameter repeated', value: ['1', '2'] },
    { label: 'a NUL byte', value: '\u0000' },
  ];
  switch (rule.kind) {
    case 'int':
      return [
        ...common,
        { label: 'below the minimum', value: String(rule.min - 1) },
        { label: 'above the maximum', value: String(rule.max + 1) },
        { label: '-1', value: '-1' },
        { label: 'a word', value: 'abc' },
        { label: 'a fraction', value: '1.5' },
        { label: '1e309 (Infinity)', value: '1e309' },
        { label: 'Infinity', value: 'Infinity' },
        { label: '2^53', value: '9007199254740992' },
        { label: '99999999999999999999', value: '99999999999999999999' },
        { label: 'NaN', value: 'NaN' },
      ];
    case 'enum':
      return [...common, { label: 'an unknown value', value: 'random' }, { label: 'upper case', value: rule.values[0].toUpperCase() }, { label: 'empty', value: '' }];
    case 'search':
      return [
        ...common,
        { label: 'empty', value: '' },
        { label: 'white space only', value: '   ' },
        { label: 'shorter than the minimum', value: 'a' },
        // (Symbols over the limit in code points would make a URL past Node's 16 KB header limit: a bare 431.)
        { label: 'over the maximum', value: 'x'.repeat(rule.max + 1) },
      ];
    case 'text':
      return [...common, { label: 'over the maximum', value: 'x'.repeat(rule.max + 1) }];
    case 'idList':
      return [
        { label: 'a NUL byte', value: '\u0000' },
        { label: 'a word', value: 'abc' },
        { label: 'a word in the list', value: '1,abc' },
        { label: 'zero', value: '0' },
        { label: 'a negative id', value: '-1' },
        { label: 'a fraction', value: '1.5' },
        { label: 'past the integer range', value: '99999999999' },
        { label: '1e309', value: '1e309' },
      ];
    case 'day':
      return [...common, { label: '29 February of a common year', value: '2023-02-29' }, { label: 'a word', value: 'today' }, { label: 'no dashes', value: '20240517' }];
    case 'version':
      return [
        ...common,
        { label: 'empty', value: '' },
        { label: 'over the maximum', value: 'a'.repeat(33) },
        { label: 'a path', value: '../../etc/passwd' },
        { label: 'a space', value: 'a b' },
        { label: 'a quote (SQL)', value: "a' OR '1'='1" },
        { label: 'a header break', value: 'a\r\nSet-Cookie: x=1' },
        { label: 'non-ASCII letters', value: 'versión' },
        { label: '1 KB', value: 'a'.repeat(1024) },
      ];
  }
}

/** Malformed path parameters: every one of them must be refused before any service runs. */
export const HOSTILE_IDS: readonly Hostile[] = [
  { label: 'zero', value: '0' },
  { label: 'negative', value: '-1' },
  { label: 'a word', value: 'abc' },
  { label: 'a fraction', value: '1.5' },
  { label: 'past the integer range', value: '2147483648' },
  { label: '2^53', value: '9007199254740992' },
  { label: '1e309', value: '1e309' },
  { label: '99999999999999999999', value: '99999999999999999999' },
  { label: 'a NUL byte', value: '%00' },
  { label: 'a space', value: '%201' },
  { label: 'Arabic-Indic digits', value: encodeURIComponent('١٢') },
  { label: 'SQL', value: encodeURIComponent("1' OR '1'='1") },
  { label: 'a hex number', value: '0x10' },
];

/** Bodies no JSON route can read. */
/**
 * Range headers a player never sends, against a stored file: each is answered with the whole file (200: ignored, as
 * the RFC lets a server do), one range (206) or 416 with `{error}`; never a crash, a hang or bytes outside the file.
 */
export const HOSTILE_RANGES: ReadonlyArray<{ label: string; value: string; status: 200 | 206 | 416 }> = [
  { label: 'many ranges (a range amplification)', value: `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}`, status: 200 },
  { label: 'overlapping ranges', value: 'bytes=0-10,5-15', status: 200 },
  { label: 'a start past 2^53', value: 'bytes=99999999999999999999-', status: 200 },
  { label: 'an end before the start', value: 'bytes=50-10', status: 200 },
  { label: 'a negative start', value: 'bytes=--5', status: 200 },
  { label: 'no numbers', value: 'bytes=-', status: 200 },
  { label: 'another unit', value: 'items=0-10', status: 200 },
  { label: 'letters', value: 'bytes=a-b', status: 200 },
  { label: 'spaces inside', value: 'bytes= 0 - 10', status: 200 },
  { label: 'an empty suffix', value: 'bytes=-0', status: 416 },
  { label: 'a start past the end', value: 'bytes=100000000-', status: 416 },
  { label: 'an end far past the end', value: 'bytes=0-999999999999', status: 206 },
];

export const MALFORMED_BODIES: ReadonlyArray<{ label: string; contentType: string; body: string; statuses?: readonly number[]; headers?: Record<string, string> }> = [
  { label: 'cut-off JSON', contentType: 'application/json', body: '{"name": "x' },
  { label: 'a trailing comma', contentType: 'application/json', body: '{"name": "x",}' },
  { label: 'single quotes', contentType: 'application/json', body: "{'name': 'x'}" },
  { label: 'a bare string', contentType: 'application/json', body: '"just text"' },
  { label: 'null', contentType: 'application/json', body: 'null' },
  { label: 'an array', contentType: 'application/json', body: '[{"name": "x"}]' },
  { label: 'an empty array', contentType: 'application/json', body: '[]' },
  { label: 'a __proto__ key', contentType: 'application/json', body: '{"name": "x", "__proto__": {"is_admin": true}}' },
  { label: 'a constructor key', contentType: 'application/json', body: '{"name": "x", "constructor": {"prototype": {"is_admin": true}}}' },
  { label: 'deep nesting', contentType: 'application/json', body: `{"name": ${'['.repeat(5000)}${']'.repeat(5000)}}` },
  { label: 'an unsupported charset', contentType: 'application/json; charset=iso-8859-1', body: '{"name": "x"}', statuses: [415] },
  { label: 'a gzip encoding it is not', contentType: 'application/json', body: '{"name": "x"}', headers: { 'Content-Encoding': 'gzip' }, statuses: [400, 415] },
  { label: 'an unknown encoding', contentType: 'application/json', body: '{"name": "x"}', headers: { 'Content-Encoding': 'br, snappy' }, statuses: [415] },
  // Refused by what it declares, before a byte of it is waited for.
  { label: 'a Content-Length of a terabyte', contentType: 'application/json', body: '{"name": "x"}', headers: { 'Content-Length': String(2 ** 40) }, statuses: [413] },
  { label: 'form-encoded', contentType: 'application/x-www-form-urlencoded', body: 'name=x&is_admin=true', statuses: [415] },
  { label: 'plain text', contentType: 'text/plain', body: '{"name": "x"}', statuses: [415] },
];

/** Session cookies a client can forge or break: each is simply not signed in (401), never a 500. */
export const HOSTILE_COOKIES: readonly Hostile[] = [
  { label: 'a forged session id', value: 'heirloom.sid=s%3Aforged-session-id.c2lnbmF0dXJlLW5vdC1vdXJz' },
  { label: 'an unsigned session id', value: 'heirloom.sid=plain-session-id' },
  { label: 'broken percent-encoding', value: 'heirloom.sid=%E0%A4%A' },
  { label: 'a NUL byte', value: 'heirloom.sid=s%3Aab%00cd.ef' },
  { label: 'the cookie twice', value: 'heirloom.sid=s%3Aa.b; heirloom.sid=s%3Ac.d' },
  { label: '6 KB of cookie', value: `heirloom.sid=s%3A${'a'.repeat(6 * 1024)}.b` },
];
