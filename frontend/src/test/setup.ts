/**
 * jsdom lacks a few browser APIs that Ant Design and the app use: ResizeObserver, matchMedia and
 * IntersectionObserver are stubbed; Testing Library's DOM matchers are added; the DOM is cleaned up.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
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
