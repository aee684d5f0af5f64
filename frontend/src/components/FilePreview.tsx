import { FileImageOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useObjectUrl } from '../hooks/useObjectUrl';
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

/** A local preview of a chosen image file; a neutral icon when the browser cannot draw it. */
export function FilePreview({ file, size, height = size, fit = 'cover' }: Props) {
  const url = useObjectUrl(file);
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
      {failed && <FileImageOutlined role="img" aria-label={upload.preview(file.name)} style={{ fontSize: 20, color: colors.primary400 }} />}
    </div>
  );
}
