import { BookOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePhotoAlbums } from '../../../api/hooks';
import { albums as copy } from '../../../messages';

/** The albums this photo is in, as links; nothing when it is in none. */
export function PhotoAlbums({ photoId }: { photoId: number }) {
  const { data } = usePhotoAlbums(photoId);
  if (!data || data.length === 0) return null;
  return (
    <Flex wrap align="center" gap={6} style={{ marginTop: 12 }} aria-label={copy.inAlbums} role="group">
      <Typography.Text type="secondary">{copy.inAlbums}:</Typography.Text>
      {data.map((album) => (
        <Link key={album.id} to={`/albums/${album.id}`}>
          <Tag icon={<BookOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
            {album.name}
          </Tag>
        </Link>
      ))}
    </Flex>
  );
}
