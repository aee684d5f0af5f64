import { useState, type CSSProperties } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { photoThumbnailUrl } from '../api/photos';
import { colors } from '../theme';

interface Props {
  photoId: number;
  alt: string;
  style?: CSSProperties;
}

/** A square, lazily loaded thumbnail; a placeholder icon if the thumbnail cannot be loaded. */
export function PhotoThumb({ photoId, alt, style }: Props) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = { width: '100%', aspectRatio: '1 / 1', display: 'block', ...style };
  if (failed) {
    return (
      <Flex align="center" justify="center" style={{ ...box, background: colors.primary50, color: colors.primary300, fontSize: 32 }}>
        <PictureOutlined aria-label={alt} />
      </Flex>
    );
  }
  return (
    <img
      src={photoThumbnailUrl(photoId)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ ...box, objectFit: 'cover', background: colors.primary50 }}
    />
  );
}
