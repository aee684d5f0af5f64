/** Lets the browser download a URL as a file (streamed by the browser, never held in memory). */
export function downloadUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Sends the browser to a URL the server answers as an attachment (a zip of many originals): the browser's own
 * download manager saves it, with real progress from its Content-Length, and the page stays where it is.
 */
export function downloadByNavigating(url: string): void {
  window.location.assign(url);
}
