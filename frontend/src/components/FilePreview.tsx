import { useObjectUrl } from '../hooks/useObjectUrl';
import { upload } from '../messages';

/** A local preview of a chosen image file. */
export function FilePreview({ file, size }: { file: File; size: number | string }) {
  const url = useObjectUrl(file);
  return (
    <div
      style={{ width: size, height: size, flex: 'none', borderRadius: 8, overflow: 'hidden', background: '#e8eaf6' }}
    >
      {url && (
        <img
          src={url}
          alt={upload.preview(file.name)}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </div>
  );
}
