import { useState, type CSSProperties } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';

interface Props {
  photo: Pick<PhotoResponse, 'preview_url' | 'thumbnail_url'>;
  alt: string;
  style?: CSSProperties;
}

/**
 * The photo page's picture: the 1600 px preview, never the original (a 24 MP original is 6.5 MB on a phone; the
 * viewer's zoom fetches it when it is needed), the thumbnail when the preview fails. Mount with `key={photoId}`.
 */
export function PreviewImage({ photo, alt, style }: Props) {
  const [failed, setFailed] = useState(false);
  return <img src={failed ? photo.thumbnail_url : photo.preview_url} alt={alt} decoding="async" onError={() => setFailed(true)} style={style} />;
}
