import type { Slide } from 'yet-another-react-lightbox';
import type { ViewerItem } from '../usePhotoList';

/** The longest side of the preview the worker makes (libs/media PREVIEW_SIZE). */
export const PREVIEW_SIZE = 1600;

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'heirloom-video': { type: 'heirloom-video'; item: ViewerItem };
  }
}

/**
 * One photo as the viewer shows it. The 1600 px preview opens it; the original is a second source the zoom takes only
 * once the picture on screen needs more pixels than the preview has (a 24 MP original is 6.5 MB on a phone). A photo
 * no larger than the preview has nothing more to give, and a search hit (no size known) shows its preview alone.
 */
export function toSlide(item: ViewerItem, alt: string): Slide {
  const photo = item.photo;
  if (photo?.media_type === 'video') return { type: 'heirloom-video', item };
  const preview = item.preview_url;
  if (!photo?.width || !photo.height) return { src: preview, alt };
  const { width, height } = photo;
  const scale = Math.min(1, PREVIEW_SIZE / Math.max(width, height));
  const shown = { src: preview, width: Math.round(width * scale), height: Math.round(height * scale) };
  if (scale === 1) return { ...shown, alt };
  return { src: preview, alt, width, height, srcSet: [shown, { src: photo.file_url, width, height }] };
}
