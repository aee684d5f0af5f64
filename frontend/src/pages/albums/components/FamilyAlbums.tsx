import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createAlbum } from '../../../api/albums';
import { useAlbums } from '../../../api/hooks';
import type { AlbumResponse } from '@heirloom/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Loading } from '../../../components/Loading';
import { PagedFooter } from '../../../components/PagedFooter';
import { markPhotoListsChanged } from '../../../lib/listFreshness';
import { albums as copy } from '../../../messages';
import { colors } from '../../../theme';
import { AlbumFormDialog } from './AlbumFormDialog';

/** One album as a card: its cover, name, photo count and dates. */
function AlbumCard({ album }: { album: AlbumResponse }) {
  const cover = album.cover_thumbnail_url ? (
    <img src={album.cover_thumbnail_url} alt="" loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
  ) : (
    // In a div: the card's cover makes its own child a block, which would undo the Flex's centring.
    <div>
      <Flex align="center" justify="center" style={{ width: '100%', aspectRatio: '4 / 3', background: colors.primary50, color: colors.primary300, fontSize: 36 }}>
        <BookOutlined aria-hidden />
      </Flex>
    </div>
  );
  return (
    <Link to={`/albums/${album.id}`} aria-label={`${album.name}, ${copy.photoCount(album.photo_count)}`}>
      <Card hoverable size="small" cover={cover} styles={{ body: { padding: 10 } }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>{album.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {copy.photoCount(album.photo_count)}
          {album.date_start && album.date_end ? ` · ${copy.dates(album.date_start.slice(0, 4), album.date_end.slice(0, 4))}` : ''}
        </Typography.Text>
      </Card>
    </Link>
  );
}

/** A family's albums, the family page's Albums tab: cards with cover and count, and Create Album. */
export function FamilyAlbums({ familyId }: { familyId: number }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const albums = useAlbums(familyId);
  const [creating, setCreating] = useState(false);

  const create = async (fields: { name: string; description: string | null }) => {
    const album = await createAlbum(familyId, fields);
    message.success(copy.created);
    markPhotoListsChanged();
    navigate(`/albums/${album.id}`);
  };
  const count = albums.firstPage?.album_count;

  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ fontSize: 16 }}>
          {count !== undefined ? copy.albumCount(count) : ''}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {copy.create}
        </Button>
      </Flex>
      <ErrorAlert message={albums.error ? copy.failedToLoad : null} onRetry={albums.reload} />
      {albums.isLoading && <Loading />}
      {count === 0 && <EmptyState icon={<BookOutlined />} title={copy.empty} hint={copy.emptyHint} />}
      <Row gutter={[12, 12]}>
        {albums.items.map((album) => (
          <Col key={album.id} xs={12} sm={8} md={6} xl={4}>
            <AlbumCard album={album} />
          </Col>
        ))}
      </Row>
      <PagedFooter hasMore={albums.hasMore} loadingMore={albums.loadingMore && !albums.isLoading} onLoadMore={albums.loadMore} buttonLabel={copy.loadMoreAlbums} />
      {creating && <AlbumFormDialog onClose={() => setCreating(false)} onSubmit={create} />}
    </>
  );
}
