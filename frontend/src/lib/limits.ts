/** Business constants of SPEC section 9. */
export const MIN_PASSWORD_LENGTH = 8;
// Also the early reads' (boot/paths.ts), which import nothing of the app.
export { FAMILY_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '../boot/paths';
/** A person's photos per page (their page). */
/** Faces on the People page per page (a few screens of the grid). */
export const PEOPLE_PAGE_SIZE = 60;
export const PERSON_PAGE_SIZE = 24;
export const COMMENTS_PAGE_SIZE = 20;
export const TRASH_PAGE_SIZE = 24;
/** Events of the audit trail per page. */
export const AUDIT_PAGE_SIZE = 50;
export const ALBUM_PAGE_SIZE = 24;
/** A family's albums per page (whole rows of cards at 2, 3, 4 and 6 a row). */
export const ALBUMS_PAGE_SIZE = 24;
/** On This Day's photos per page (whole rows of tiles). */
export const ON_THIS_DAY_PAGE_SIZE = 24;
export const SHARE_LINKS_PAGE_SIZE = 20;
/** A visitor of a share link scrolls through an album. */
export const SHARED_PAGE_SIZE = 48;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUGGESTIONS_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_ALL_LIMITS = { photos: 6, stories: 3, comments: 3, people: 4 } as const;
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const STORAGE_WARNING_PERCENT = 80;
/** From here the dashboard warns that uploads will soon be refused (they are, at 100 %). */
export const STORAGE_NEARLY_FULL_PERCENT = 90;
export const BACKUP_POLL_MS = 500;
/** The backup list is polled this often while a backup is queued or running. */
export const BACKUP_LIST_POLL_MS = 2000;
/** After a job reaches 100 %, the progress dialog closes (and the message shows) after 1 s. */
export const JOB_DONE_DELAY_MS = 1000;
/** At most this many photos and videos go into one zip download (the API refuses more). */
export const MAX_DOWNLOAD_PHOTOS = 10_000;
