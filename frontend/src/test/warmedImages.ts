import { vi } from 'vitest';

/** Stubs `Image` (jsdom downloads none) and answers the list, filled as the code under test warms images by URL. */
export function recordWarmedImages(): string[] {
  const warmed: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        warmed.push(url);
      }
    },
  );
  return warmed;
}
