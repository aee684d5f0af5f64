import { CheckSquareOutlined, CloudUploadOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, FloatButton, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFamily, useFamilyPhotos, useUploadLimits } from '../../api/hooks';
import { isFamilyAdmin } from '../../access';
import { useIsWide } from '../../hooks/useIsWide';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GroupedPhotoGrid } from '../../components/GroupedPhotoGrid';
import { Loading } from '../../components/Loading';
import { PagedFooter } from '../../components/PagedFooter';
import { isNotFound } from '../../lib/errors';
import { family as copy } from '../../messages';
import { BulkUploadDialog } from './components/BulkUploadDialog';
import { FamilyHeader } from './components/FamilyHeader';
import { FamilySettingsDialog } from './components/FamilySettingsDialog';
import { SelectionBar } from './components/SelectionBar';
import { UploadPhotoDialog } from './components/UploadPhotoDialog';
import { EmptyState } from '../../components/EmptyState';
import { useIdParam } from '../../hooks/useIdParam';
import { useDownloadSelection } from './useDownloadSelection';
import { usePhotoSelection } from './usePhotoSelection';
import { PersonFilter } from '../people/components/PersonFilter';

type Dialog = 'upload' | 'bulk' | 'settings' | null;

export default function FamilyPage() {
  const familyId = useIdParam('familyId');
  const navigate = useNavigate();
  const family = useFamily(familyId);
  const [personIds, setPersonIds] = useState<number[]>([]);
  const { data: uploadLimits } = useUploadLimits();
  const photos = useFamilyPhotos(family.data ? familyId : null, personIds);
  const [dialog, setDialog] = useState<Dialog>(null);
  const wide = useIsWide();
  const selection = usePhotoSelection(photos.items);
  const { download, downloading } = useDownloadSelection(familyId);

  if (family.isLoading) return <Loading />;
  if (family.error) {
    return isNotFound(family.error) ? (
      <Result status="404" title={copy.notFound} extra={<Button onClick={() => navigate('/dashboard')}>{copy.back}</Button>} />
    ) : (
      <ErrorAlert message={copy.failedToLoadDetails} onRetry={() => family.mutate()} />
    );
  }
  if (!family.data) return null;

  const onUploaded = () => void photos.reload();
  const downloadSelected = async () => {
    if (await download(selection.selectedIds)) selection.clear();
  };

  return (
    <>
      <FamilyHeader family={family.data} isAdmin={isFamilyAdmin(family.data)} onSettings={() => setDialog('settings')} />

      <Card styles={{ body: { padding: wide ? 24 : 12 } }}>
        {/* The title takes the free width: on a phone Select stays beside it and the upload buttons wrap below. */}
        <Flex align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0, flex: '1 1 auto' }}>
            {copy.photosTitle}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>
              {copy.photoCount(photos.items.length, photos.hasMore)}
            </Typography.Text>
          </Typography.Title>
          <PersonFilter familyIds={[familyId]} value={personIds} onChange={setPersonIds} />
          {photos.items.length > 0 && (
            <Button
              icon={<CheckSquareOutlined aria-hidden />}
              color={selection.active ? 'primary' : 'default'}
              variant={selection.active ? 'filled' : 'outlined'}
              aria-pressed={selection.active}
              title={copy.selectHint}
              onClick={() => (selection.active ? selection.clear() : selection.setSelectMode(true))}
            >
              {copy.select}
            </Button>
          )}
          <Flex gap={8} wrap>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setDialog('upload')}>
              {copy.uploadPhoto}
            </Button>
            <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => setDialog('bulk')}>
              {copy.bulkUpload}
            </Button>
          </Flex>
        </Flex>

        <ErrorAlert message={photos.error ? copy.failedToLoadPhotos : null} onRetry={photos.reload} />
        {photos.isLoading && <Loading />}
        {!photos.isLoading && !photos.error && photos.items.length === 0 && (
          <EmptyState icon={<PictureOutlined />} title={copy.noPhotos} hint={copy.noPhotosHint} />
        )}
        <GroupedPhotoGrid photos={photos.items} selection={selection.tiles} />
        <PagedFooter
          hasMore={photos.hasMore}
          loadingMore={photos.loadingMore && !photos.isLoading}
          onLoadMore={photos.loadMore}
          buttonLabel={copy.loadMore}
        />
        {/* Room under the last row, so the selection bar floating over the page never hides it. */}
        {selection.active && <div style={{ height: 72 }} />}
      </Card>

      {selection.active ? (
        <SelectionBar
          count={selection.selectedIds.length}
          downloading={downloading}
          onDownload={downloadSelected}
          onCancel={selection.clear}
        />
      ) : (
        <FloatButton
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          tooltip={copy.uploadPhoto}
          aria-label={copy.uploadPhoto}
          onClick={() => setDialog('upload')}
        />
      )}

      <UploadPhotoDialog
        familyId={familyId}
        limits={uploadLimits}
        open={dialog === 'upload'}
        onClose={() => setDialog(null)}
        onUploaded={() => {
          setDialog(null);
          onUploaded();
        }}
      />
      <BulkUploadDialog familyId={familyId} limits={uploadLimits} open={dialog === 'bulk'} onClose={() => setDialog(null)} onUploaded={onUploaded} />
      {dialog === 'settings' && (
        <FamilySettingsDialog
          family={family.data}
          open
          onClose={() => setDialog(null)}
          onSaved={(updated) => {
            setDialog(null);
            void family.mutate({ ...family.data!, ...updated }, { revalidate: true });
          }}
        />
      )}
    </>
  );
}
