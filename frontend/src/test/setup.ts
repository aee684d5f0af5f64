/**
 * jsdom lacks a few browser APIs that Ant Design and the app use: ResizeObserver, matchMedia,
 * IntersectionObserver and window scrolling are stubbed; Testing Library's DOM matchers are added; the DOM is cleaned up.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// A findBy/waitFor waits for a condition, not for a time: Testing Library's 1 s default is a guess that a loaded
// machine misses (a clean-clone run beside other work failed on it). The test's own 20 s timeout still bounds it.
configure({ asyncUtilTimeout: 10_000 });

Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
// jsdom cannot scroll (it prints "Not implemented"); the virtual grids write the window's offset back as they mount.
window.scrollTo = () => undefined;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
// Object URLs (previews of chosen files) are not implemented by jsdom.
let objectUrls = 0;
URL.createObjectURL = () => `blob:test/${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;
// antd measures scrollbars through getComputedStyle with pseudo-elements, which jsdom does not support.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
});
