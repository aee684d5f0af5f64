/**
 * Runs in the page (page.evaluate): waits for the first `count` images matching `selector` that are on the first
 * screen to be loaded and decoded, then for the frame that paints them, and answers when that was in ms since the
 * navigation started (performance.now() counts from the document's time origin, the start of its navigation), with
 * how many images that was. A screen that holds fewer than `count` (the timeline's month sections) counts those it
 * shows once it is full: images below it are lazily loaded by design, only when scrolled to. It throws when they
 * have not all come within `timeoutMs`, saying how far they got.
 *
 * The page's globals are typed here by what is used of them: the bench compiles without the DOM library.
 */
interface PageImage {
  complete: boolean;
  naturalWidth: number;
  decode(): Promise<void>;
  getBoundingClientRect(): { top: number; bottom: number };
}

interface PageGlobals {
  document: { querySelectorAll(selector: string): ArrayLike<PageImage> };
  performance: { now(): number };
  innerHeight: number;
  requestAnimationFrame(callback: () => void): number;
}

export interface PaintedArgs {
  selector: string;
  count: number;
  timeoutMs: number;
}

export interface Painted {
  ms: number;
  images: number;
}

export async function paintedAfter({ selector, count, timeoutMs }: PaintedArgs): Promise<Painted> {
  const page = globalThis as unknown as PageGlobals;
  const nextFrame = () => new Promise<void>((resolve) => page.requestAnimationFrame(() => resolve()));
  const loaded = (image: PageImage) => image.complete && image.naturalWidth > 0;
  /** The first `count` images on the first screen, once it is full (or holds `count`); none before. */
  const awaited = (): PageImage[] => {
    const first = Array.from(page.document.querySelectorAll(selector)).slice(0, count);
    const full = first.length === count || first.some((image) => image.getBoundingClientRect().top >= page.innerHeight);
    return full ? first.filter((image) => image.getBoundingClientRect().top < page.innerHeight) : [];
  };
  let images = awaited();
  while (images.length === 0 || !images.every(loaded)) {
    if (page.performance.now() > timeoutMs) {
      const found = page.document.querySelectorAll(selector).length;
      throw new Error(`${found} images matching ${selector} after ${timeoutMs} ms, ${images.filter(loaded).length} of the ${images.length} awaited loaded`);
    }
    await nextFrame();
    images = awaited();
  }
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  // The frame after the one in which they were ready has been drawn: they are on screen.
  await nextFrame();
  await nextFrame();
  return { ms: page.performance.now(), images: images.length };
}
