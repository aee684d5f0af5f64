import { DeleteOutlined, RestOutlined } from '@ant-design/icons';
import { App, Button, Card, Grid, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFamily, useTrash } from '../../api/hooks';
import { deletePhotoForever, emptyTrash, restorePhoto } from '../../api/trash';
import type { TrashedPhotoResponse } from '@heirloom/contracts';
import { isFamilyAdmin } from '../../access';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { PagedPhotoGrid } from '../../components/PagedPhotoGrid';
import { useConfirm } from '../../hooks/useConfirm';
import { useIdParam } from '../../hooks/useIdParam';
import { trash as copy } from '../../messages';
import { TrashTile } from './components/TrashTile';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the server keeps a photo in the trash (TRASH_DAYS), as its answers tell. */
const keptDays = (photo: TrashedPhotoResponse | undefined): number | null =>
  photo ? Math.round((Date.parse(photo.purge_at) - Date.parse(photo.deleted_at)) / DAY_MS) : null;

const photoId = (photo: TrashedPhotoResponse) => photo.id;
/** A tile's title, days left, who deleted it and its two buttons: a first guess for rows not yet measured. */
const BELOW_THUMBNAIL = 170;
const GAP = 12;

/** Two tiles a row on a phone, three on a small tablet, four on a laptop, six on a wide screen. */
function useTrashColumns(): (width: number) => number {
  const screens = Grid.useBreakpoint();
  const columns = screens.xl ? 6 : screens.md ? 4 : screens.sm ? 3 : 2;
  return useCallback(() => columns, [columns]);
}

/** A family's trash: restore a photo, delete it for good, or (a family admin) empty the whole trash. */
export default function TrashPage() {
  const familyId = useIdParam('familyId');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const family = useFamily(familyId);
  const photos = useTrash(familyId);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = isFamilyAdmin(family.data);
  const columnsFor = useTrashColumns();

  /** The family's photo lists show a restored photo again (and forget one deleted for good). */
  const refreshPhotos = () => mutate((key) => Array.isArray(key) && (key[0] === 'photos' || key[0] === 'timeline'), undefined, { revalidate: true });

  const act = async (target: number | 'all', action: () => Promise<string>, failure: string) => {
    setError(null);
    setBusy(target);
    try {
      message.success(await action());
      await photos.reload();
      void refreshPhotos();
    } catch {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };

  const restore = (photo: TrashedPhotoResponse) =>
    act(photo.id, async () => {
      await restorePhoto(photo.id);
      return copy.restored;
    }, copy.restoreFailed);

  const deleteForever = async (photo: TrashedPhotoResponse) => {
    if (!(await confirm({ title: copy.deleteForever, content: copy.deleteForeverConfirm, okText: copy.deleteForever }))) return;
    await act(photo.id, async () => {
      await deletePhotoForever(photo.id);
      return copy.deletedForever;
    }, copy.deleteFailed);
  };

  const empty = async () => {
    if (!(await confirm({ title: copy.emptyTrash, content: copy.emptyTrashConfirm, okText: copy.emptyTrash }))) return;
    await act('all', async () => copy.emptied(await emptyTrash(familyId)), copy.emptyFailed);
  };

  const days = keptDays(photos.items[0]);
  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={family.data?.name}
        backTo={`/families/${familyId}`}
        backLabel={copy.backToFamily}
        extra={
          isAdmin && photos.items.length > 0 ? (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={busy === 'all'} disabled={busy !== null} onClick={empty}>
              {copy.emptyTrash}
            </Button>
          ) : null
        }
      />
      <Card>
        <Typography.Paragraph type="secondary">
          {days === null ? copy.subtitleSoon : copy.subtitle(days)} {family.data && !isAdmin && copy.memberHint}
        </Typography.Paragraph>
        <ErrorAlert message={error} />
        <ErrorAlert message={photos.error ? copy.failedToLoad : null} onRetry={photos.reload} />
        {photos.isLoading && <Loading />}
        {!photos.isLoading && !photos.error && photos.items.length === 0 && <EmptyState icon={<RestOutlined />} title={copy.empty} hint={copy.emptyHint} />}
        <PagedPhotoGrid
          items={photos.items}
          getKey={photoId}
          columnsFor={columnsFor}
          gap={GAP}
          belowThumbnail={BELOW_THUMBNAIL}
          aria-label={copy.title}
          renderTile={(photo) => <TrashTile photo={photo} busy={busy !== null} onRestore={() => void restore(photo)} onDeleteForever={() => void deleteForever(photo)} />}
        />
        <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} buttonLabel={copy.loadMore} />
      </Card>
    </>
  );
}
