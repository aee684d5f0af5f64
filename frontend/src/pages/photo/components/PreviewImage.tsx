import { useState, type CSSProperties } from 'react';
import { photoPreviewUrl, photoThumbnailUrl } from '../../../api/photos';

interface Props {
  photoId: number;
  alt: string;
  style?: CSSProperties;
}

/**
 * The photo page's picture: the 1600 px preview, never the original (a 24 MP original is 6.5 MB on a phone; the
 * viewer's zoom fetches it when it is needed), the thumbnail when the preview fails. Mount with `key={photoId}`.
 */
export function PreviewImage({ photoId, alt, style }: Props) {
  const [failed, setFailed] = useState(false);
  return <img src={failed ? photoThumbnailUrl(photoId) : photoPreviewUrl(photoId)} alt={alt} decoding="async" onError={() => setFailed(true)} style={style} />;
}
