import { FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { isVideoFile } from '../lib/mediaKinds';
import { upload } from '../messages';
import { colors } from '../theme';

interface Props {
  file: File;
  /** Width, and height unless `height` is given. */
  size: number | string;
  height?: number | string;
  /** `contain` shows the whole picture (a large single preview); `cover` fills a square tile. */
  fit?: 'cover' | 'contain';
}

/**
 * A local preview of a chosen image file; a neutral icon when the browser cannot draw it (HEIC and TIFF in most
 * browsers), and a camera icon for a video (decoding a frame of each chosen video would cost far more than it shows).
 */
export function FilePreview({ file, size, height = size, fit = 'cover' }: Props) {
  const video = isVideoFile(file);
  const url = useObjectUrl(video ? null : file);
  const [broken, setBroken] = useState<string | null>(null);
  const failed = url !== null && broken === url;
  return (
    <div
      style={{
        width: size,
        height,
        flex: 'none',
        borderRadius: 8,
        overflow: 'hidden',
        background: colors.primary50,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url && !failed && (
        <img
          src={url}
          alt={upload.preview(file.name)}
          loading="lazy"
          onError={() => setBroken(url)}
          style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      )}
      {video && <VideoCameraOutlined role="img" aria-label={upload.preview(file.name)} style={{ fontSize: 20, color: colors.primary400 }} />}
      {failed && <FileImageOutlined role="img" aria-label={upload.preview(file.name)} style={{ fontSize: 20, color: colors.primary400 }} />}
    </div>
  );
}
