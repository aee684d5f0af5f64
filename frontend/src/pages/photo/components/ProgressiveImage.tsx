import { useState, type CSSProperties } from 'react';
import { photoFileUrl, photoPreviewUrl, photoThumbnailUrl } from '../../../api/photos';

interface Props {
  photoId: number;
  alt: string;
  style?: CSSProperties;
}

type Stand = 'preview' | 'thumbnail' | 'none';

/**
 * Shows the preview (or, when there is none yet, the thumbnail) at once and swaps in the original
 * when it has loaded. Mount with `key={photoId}` so each photo starts over.
 */
export function ProgressiveImage({ photoId, alt, style }: Props) {
  const [stand, setStand] = useState<Stand>('preview');
  const [originalLoaded, setOriginalLoaded] = useState(false);
  const [originalFailed, setOriginalFailed] = useState(false);

  const standSrc = stand === 'preview' ? photoPreviewUrl(photoId) : stand === 'thumbnail' ? photoThumbnailUrl(photoId) : null;
  const showOriginal = originalLoaded && !originalFailed;

  return (
    <>
      {!showOriginal && standSrc && (
        <img
          src={standSrc}
          alt={alt}
          aria-busy={!originalFailed}
          onError={() => setStand(stand === 'preview' ? 'thumbnail' : 'none')}
          style={{ ...style, filter: originalFailed ? undefined : 'saturate(0.95)' }}
        />
      )}
      {!originalFailed && (
        <img
          src={photoFileUrl(photoId)}
          alt={showOriginal ? alt : ''}
          aria-hidden={!showOriginal}
          decoding="async"
          onLoad={() => setOriginalLoaded(true)}
          onError={() => setOriginalFailed(true)}
          style={showOriginal ? style : { display: 'none' }}
        />
      )}
    </>
  );
}
