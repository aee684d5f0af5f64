import { CheckSquareOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, MoreOutlined, PictureOutlined, PlusOutlined, ShareAltOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Flex, Result, Typography } from 'antd';
import { useCallback, useState } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';
import { useNavigate } from 'react-router-dom';
import { createDownload } from '../../api/downloads';
import { addAlbumPhotos, deleteAlbum, listAlbumPhotos, removeAlbumPhotos, updateAlbum } from '../../api/albums';
import { useAlbum, useAlbumPhotos } from '../../api/hooks';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { PagedPhotoGrid } from '../../components/PagedPhotoGrid';
import { gridColumns } from '../../components/PhotoGrid';
import { PhotoTile } from '../../components/PhotoTile';
import { ShareDialog } from '../../components/share/ShareDialog';
import { useConfirm } from '../../hooks/useConfirm';
import { useIdParam } from '../../hooks/useIdParam';
import { downloadByNavigating } from '../../lib/download';
import { isNotFound } from '../../lib/errors';
import { markPhotoListsChanged } from '../../lib/listFreshness';
import { albums as copy } from '../../messages';
import { usePhotoSelection } from '../family/usePhotoSelection';
import { AddPhotosDialog } from './components/AddPhotosDialog';
import { AlbumFormDialog } from './components/AlbumFormDialog';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';

const columnsFor = (width: number) => gridColumns(width, 160, false);
const photoId = (photo: PhotoResponse) => photo.id;

/** An album: its photos in date order; Add Photos from the family, select and remove, and (creator or admin) edit or delete. */
export default function AlbumPage() {
  const albumId = useIdParam('albumId');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const album = useAlbum(albumId);
  const photos = useAlbumPhotos(albumId);
  const selection = usePhotoSelection(photos.items);
  const renderTile = useCallback((photo: PhotoResponse) => <PhotoTile photo={photo} selection={selection.tiles} />, [selection.tiles]);
  const [dialog, setDialog] = useState<'add' | 'edit' | 'share' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (album.isLoading) return <Loading />;
  if (album.error || !album.data) {
    return isNotFound(album.error) ? (
      <Result status="404" title={copy.notFound} extra={<Button onClick={() => navigate('/dashboard')}>{copy.backToFamily}</Button>} />
    ) : (
      <ErrorAlert message={copy.failedToLoadAlbum} onRetry={() => album.mutate()} />
    );
  }
  const current = album.data;

  /** The album, its pages and the family's album list all change with its photos. */
  const refresh = async () => {
    markPhotoListsChanged();
    await Promise.all([album.mutate(), photos.reload()]);
  };

  const add = async (photoIds: number[]) => {
    await addAlbumPhotos(albumId, photoIds);
    setDialog(null);
    message.success(copy.added);
    await refresh();
  };

  const remove = async () => {
    setError(null);
    try {
      await removeAlbumPhotos(albumId, selection.selectedIds);
      selection.clear();
      message.success(copy.removed);
      await refresh();
    } catch {
      setError(copy.removeFailed);
    }
  };

  const save = async (fields: { name: string; description: string | null }) => {
    await updateAlbum(albumId, fields);
    setDialog(null);
    await refresh();
  };

  const destroy = async () => {
    if (!(await confirm({ title: copy.delete, content: copy.deleteConfirm }))) return;
    try {
      await deleteAlbum(albumId);
      markPhotoListsChanged();
      navigate(`/families/${current.family_id}/albums`, { replace: true });
    } catch {
      setError(copy.deleteFailed);
    }
  };

  /** The zip of every photo of the album, through the family's downloads (the album's pages are read for their ids). */
  const downloadAll = async () => {
    setDownloading(true);
    try {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const { photos: batch, pagination } = await listAlbumPhotos(albumId, page, 100);
        ids.push(...batch.map((photo) => photo.id));
        if (!pagination.has_next) break;
      }
      // The API prepares the zip (checking every id); the browser then saves its stream itself.
      if (ids.length > 0) downloadByNavigating((await createDownload(current.family_id, ids)).url);
    } finally {
      setDownloading(false);
    }
  };

  const makeCover = async () => {
    setError(null);
    try {
      await updateAlbum(albumId, { cover_photo_id: selection.selectedIds[0] });
      selection.clear();
      message.success(copy.coverSet);
      await refresh();
    } catch {
      setError(copy.coverFailed);
    }
  };

  const dates = current.date_start && current.date_end ? copy.dates(current.date_start, current.date_end) : null;
  return (
    <>
      <PageHeader
        title={current.name}
        backTo={`/families/${current.family_id}/albums`}
        backLabel={copy.backToAlbums}
        subtitle={
          <Flex vertical gap={4}>
            {current.description && <Typography.Text type="secondary">{current.description}</Typography.Text>}
            <Typography.Text type="secondary">
              {copy.photoCount(current.photo_count)}
              {dates && ` · ${dates}`}
              {current.created_by && ` · ${copy.by(current.created_by.name)}`}
            </Typography.Text>
          </Flex>
        }
        extra={
          <>
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setDialog('share')}>
              {copy.share}
            </Button>
            {current.photo_count > 0 && (
              <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void downloadAll().catch(() => setError(copy.downloadFailed))}>
                {copy.download}
              </Button>
            )}
            {current.can_edit && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'edit', icon: <EditOutlined aria-hidden />, label: copy.rename, onClick: () => setDialog('edit') },
                    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: copy.delete, danger: true, onClick: () => void destroy() },
                  ],
                }}
              >
                <Button icon={<MoreOutlined aria-hidden />} aria-label={copy.actions} />
              </Dropdown>
            )}
          </>
        }
      />
      <Card>
        <Flex wrap gap={8} justify="flex-end" style={{ marginBottom: 16 }}>
          {selection.active ? (
            <>
              {current.can_edit && (
                <Button icon={<StarOutlined aria-hidden />} disabled={selection.selectedIds.length !== 1} onClick={() => void makeCover()}>
                  {copy.setCover}
                </Button>
              )}
              <Button danger icon={<DeleteOutlined aria-hidden />} disabled={selection.selectedIds.length === 0} onClick={() => void remove()}>
                {copy.removeSelected(selection.selectedIds.length)}
              </Button>
              <Button onClick={selection.clear}>{copy.cancel}</Button>
            </>
          ) : (
            <>
              {photos.items.length > 0 && (
                <Button icon={<CheckSquareOutlined aria-hidden />} onClick={() => selection.setSelectMode(true)}>
                  {copy.select}
                </Button>
              )}
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('add')}>
                {copy.addPhotos}
              </Button>
            </>
          )}
        </Flex>
        <ErrorAlert message={error} />
        <ErrorAlert message={photos.error ? copy.failedToLoadAlbum : null} onRetry={photos.reload} />
        {photos.isLoading && <Loading />}
        {!photos.isLoading && !photos.error && photos.items.length === 0 && (
          <EmptyState icon={<PictureOutlined />} title={copy.noPhotos} hint={copy.noPhotosHint} />
        )}
        <PhotoListProvider source={{ kind: 'album', albumId }}>
          <PagedPhotoGrid items={photos.items} getKey={photoId} columnsFor={columnsFor} renderTile={renderTile} />
        </PhotoListProvider>
        <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} buttonLabel={copy.loadMore} />
      </Card>
      {dialog === 'add' && <AddPhotosDialog familyId={current.family_id} onClose={() => setDialog(null)} onAdd={add} />}
      {dialog === 'edit' && <AlbumFormDialog album={current} onClose={() => setDialog(null)} onSubmit={save} />}
      {dialog === 'share' && <ShareDialog kind="album" targetId={albumId} title={current.name} onClose={() => setDialog(null)} />}
    </>
  );
}
