import { useState, type CSSProperties } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { colors } from '../theme';

interface Props {
  /** The thumbnail_url the API gave (versioned, so the browser keeps it); none yet: the placeholder. */
  src: string | undefined;
  alt: string;
  style?: CSSProperties;
}

/**
 * A square, lazily loaded thumbnail; a placeholder icon if the thumbnail cannot be loaded. A new address (the photo's
 * thumbnail made since) is tried again.
 */
export function PhotoThumb({ src, alt, style }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const box: CSSProperties = { width: '100%', aspectRatio: '1 / 1', display: 'block', ...style };
  if (src === undefined || failedSrc === src) {
    return (
      <Flex align="center" justify="center" style={{ ...box, background: colors.primary50, color: colors.primary300, fontSize: 32 }}>
        <PictureOutlined aria-label={alt} />
      </Flex>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ ...box, objectFit: 'cover', background: colors.primary50 }}
    />
  );
}
