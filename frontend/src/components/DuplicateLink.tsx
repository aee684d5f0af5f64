import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { upload } from '../messages';
import { PhotoThumb } from './PhotoThumb';

/** The photo an upload turned out to duplicate: its thumbnail and a link to it (opened in place of uploading again). */
export function DuplicateLink({ photoId, onOpen }: { photoId: number; onOpen?: () => void }) {
  return (
    <Link to={`/photos/${photoId}`} onClick={onOpen} aria-label={upload.openExisting} data-testid="duplicate-link">
      <Flex align="center" gap={8}>
        <PhotoThumb photoId={photoId} alt="" style={{ width: 48, borderRadius: 6, objectFit: 'cover' }} />
        <Typography.Link>{upload.openExisting}</Typography.Link>
      </Flex>
    </Link>
  );
}
