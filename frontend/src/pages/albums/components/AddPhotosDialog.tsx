import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useFamilyPhotos } from '../../../api/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PagedFooter } from '../../../components/PagedFooter';
import { PhotoGrid } from '../../../components/PhotoGrid';
import { albums as copy } from '../../../messages';
import { usePhotoSelection } from '../../family/usePhotoSelection';

interface Props {
  familyId: number;
  onClose: () => void;
  onAdd: (photoIds: number[]) => Promise<void>;
}

/** The family's photos, newest first, to pick for the album: tap or click selects (Shift-click a run). */
export function AddPhotosDialog({ familyId, onClose, onAdd }: Props) {
  const photos = useFamilyPhotos(familyId);
  const selection = usePhotoSelection(photos.items);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { setSelectMode } = selection;
  useEffect(() => setSelectMode(true), [setSelectMode]);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await onAdd(selection.selectedIds);
    } catch {
      setError(copy.addFailed);
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={copy.addPhotos}
      width={900}
      onCancel={onClose}
      onOk={() => void add()}
      okText={copy.addSelected(selection.selectedIds.length)}
      okButtonProps={{ disabled: selection.selectedIds.length === 0, loading: busy }}
      cancelText={copy.cancel}
    >
      <ErrorAlert message={error} />
      <PhotoGrid photos={photos.items} minTileWidth={120} selection={selection.tiles} />
      <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} buttonLabel={copy.loadMore} />
    </Modal>
  );
}
