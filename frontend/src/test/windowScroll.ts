/** jsdom lays nothing out and never scrolls: sets the window's scroll offset and tells its listeners, as a browser would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
