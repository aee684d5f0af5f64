import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePhoto } from '../api/hooks';
import { upload } from '../messages';
import { PhotoThumb } from './PhotoThumb';

/**
 * The photo an upload turned out to duplicate: its thumbnail and a link to it (opened in place of uploading again).
 * The refusal names only the photo: its thumbnail's address comes with the photo (the same the link opens).
 */
export function DuplicateLink({ photoId, onOpen }: { photoId: number; onOpen?: () => void }) {
  const photo = usePhoto(photoId);
  return (
    <Link to={`/photos/${photoId}`} onClick={onOpen} aria-label={upload.openExisting} data-testid="duplicate-link">
      <Flex align="center" gap={8}>
        <PhotoThumb src={photo.data?.thumbnail_url} alt="" style={{ width: 48, borderRadius: 6, objectFit: 'cover' }} />
        <Typography.Link>{upload.openExisting}</Typography.Link>
      </Flex>
    </Link>
  );
}
