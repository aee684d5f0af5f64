/**
 * A full page load. Used when the session ends (logout, or a 401): the page starts over with empty
 * caches, so nothing of one user's data can show while the next user signs in.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
